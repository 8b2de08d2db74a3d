export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Prepaid_NoneInputs = {};
/**
* | output |
* | --- |
* | "None" |
*
* @param {Order_Prepaid_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_none: ((inputs?: Order_Prepaid_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
