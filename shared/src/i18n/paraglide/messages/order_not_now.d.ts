export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Not_NowInputs = {};
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Order_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_now: ((inputs?: Order_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
