export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_UnavailableInputs = {};
/**
* | output |
* | --- |
* | "Price unavailable" |
*
* @param {Order_Price_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_unavailable: ((inputs?: Order_Price_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
