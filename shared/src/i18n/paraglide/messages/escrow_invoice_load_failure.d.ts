export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "The invoice could not be loaded. Please check your connection and try again." |
*
* @param {Escrow_Invoice_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_load_failure: ((inputs?: Escrow_Invoice_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
