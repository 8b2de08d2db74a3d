export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Pay_TitleInputs = {};
/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Escrow_Invoice_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay_title: ((inputs?: Escrow_Invoice_Pay_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Pay_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
