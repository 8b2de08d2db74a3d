export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Email_LabelInputs = {};
/**
* | output |
* | --- |
* | "Your e-mail (for the receipt)" |
*
* @param {Escrow_Invoice_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_label: ((inputs?: Escrow_Invoice_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
