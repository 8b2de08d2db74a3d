export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Cancelled_TitleInputs = {};
/**
* | output |
* | --- |
* | "This invoice was cancelled" |
*
* @param {Escrow_Invoice_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_title: ((inputs?: Escrow_Invoice_Cancelled_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
