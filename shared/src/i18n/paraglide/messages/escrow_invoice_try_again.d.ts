export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Try_AgainInputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Escrow_Invoice_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_try_again: ((inputs?: Escrow_Invoice_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
