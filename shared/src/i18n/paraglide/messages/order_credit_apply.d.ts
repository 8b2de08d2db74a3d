export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Credit_ApplyInputs = {};
/**
* | output |
* | --- |
* | "Apply my credit to this order" |
*
* @param {Order_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_apply: ((inputs?: Order_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
