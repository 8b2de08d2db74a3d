export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Escrow_Officer_NameInputs = {};
/**
* | output |
* | --- |
* | "Officer name" |
*
* @param {Order_Escrow_Officer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_name: ((inputs?: Order_Escrow_Officer_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_NameInputs, {
    locale?: "en" | "es";
}, {}>;
