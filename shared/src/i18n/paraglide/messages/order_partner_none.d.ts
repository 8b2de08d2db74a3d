export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_NoneInputs = {};
/**
* | output |
* | --- |
* | "None chosen" |
*
* @param {Order_Partner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_none: ((inputs?: Order_Partner_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
