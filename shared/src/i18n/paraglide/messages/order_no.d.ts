export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_NoInputs = {};
/**
* | output |
* | --- |
* | "No" |
*
* @param {Order_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_no: ((inputs?: Order_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NoInputs, {
    locale?: "en" | "es";
}, {}>;
