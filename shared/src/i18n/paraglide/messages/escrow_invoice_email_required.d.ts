export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter your e-mail." |
*
* @param {Escrow_Invoice_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_required: ((inputs?: Escrow_Invoice_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
