export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Cancelled_InvoiceInputs = {};
/**
* | output |
* | --- |
* | "Nothing is due on this invoice any more, and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_invoice: ((inputs?: Escrow_Invoice_Cancelled_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
