export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_NowInputs = {};
/**
* | output |
* | --- |
* | "Order Now" |
*
* @param {Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_now: ((inputs?: Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
