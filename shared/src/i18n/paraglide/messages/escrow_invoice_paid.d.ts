export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_PaidInputs = {};
/**
* | output |
* | --- |
* | "Paid. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid: ((inputs?: Escrow_Invoice_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
