export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Amount_DueInputs = {};
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Escrow_Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_due: ((inputs?: Escrow_Invoice_Amount_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_DueInputs, {
    locale?: "en" | "es";
}, {}>;
