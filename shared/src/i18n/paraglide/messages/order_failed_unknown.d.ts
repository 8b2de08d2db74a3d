export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Failed_UnknownInputs = {};
/**
* | output |
* | --- |
* | "Something went wrong. Your order was not placed." |
*
* @param {Order_Failed_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_unknown: ((inputs?: Order_Failed_UnknownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_UnknownInputs, {
    locale?: "en" | "es";
}, {}>;
