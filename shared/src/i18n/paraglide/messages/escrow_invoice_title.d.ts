export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_TitleInputs = {};
/**
* | output |
* | --- |
* | "Invoice Due at Closing" |
*
* @param {Escrow_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_title: ((inputs?: Escrow_Invoice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
