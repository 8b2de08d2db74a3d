export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Needs_EmailInputs = {};
/**
* | output |
* | --- |
* | "Please enter your e-mail above first: the card is saved for it." |
*
* @param {Escrow_Invoice_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_needs_email: ((inputs?: Escrow_Invoice_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
