export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Not_SetInputs = {};
/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Escrow_Invoice_Not_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_not_set: ((inputs?: Escrow_Invoice_Not_SetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Not_SetInputs, {
    locale?: "en" | "es";
}, {}>;
