export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Escrow_Officer_EmailInputs = {};
/**
* | output |
* | --- |
* | "Officer e-mail" |
*
* @param {Order_Escrow_Officer_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_email: ((inputs?: Order_Escrow_Officer_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
