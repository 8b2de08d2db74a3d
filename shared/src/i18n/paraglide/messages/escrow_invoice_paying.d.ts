export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_PayingInputs = {};
/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Escrow_Invoice_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paying: ((inputs?: Escrow_Invoice_PayingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayingInputs, {
    locale?: "en" | "es";
}, {}>;
