export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_BuyerInputs = {};
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Escrow_Invoice_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_buyer: ((inputs?: Escrow_Invoice_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
