export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Addons_NoneInputs = {};
/**
* | output |
* | --- |
* | "This plan has no add-ons." |
*
* @param {Order_Addons_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons_none: ((inputs?: Order_Addons_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addons_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
