export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading the invoice…" |
*
* @param {Escrow_Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_loading: ((inputs?: Escrow_Invoice_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
