export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_PropertyInputs = {};
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Escrow_Invoice_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_property: ((inputs?: Escrow_Invoice_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
