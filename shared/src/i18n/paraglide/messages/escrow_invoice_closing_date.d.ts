export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Closing_DateInputs = {};
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Escrow_Invoice_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_closing_date: ((inputs?: Escrow_Invoice_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
