export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Amount_PaidInputs = {};
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Escrow_Invoice_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_paid: ((inputs?: Escrow_Invoice_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
