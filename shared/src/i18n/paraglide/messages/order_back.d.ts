export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_BackInputs = {};
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Order_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_back: ((inputs?: Order_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_BackInputs, {
    locale?: "en" | "es";
}, {}>;
