export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Paid_OnInputs = {
    date: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Paid on {date}. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid_on: ((inputs: Escrow_Invoice_Paid_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Paid_OnInputs, {
    locale?: "en" | "es";
}, {}>;
