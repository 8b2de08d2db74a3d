export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_HideInputs = {};
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Order_Price_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_hide: ((inputs?: Order_Price_HideInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_HideInputs, {
    locale?: "en" | "es";
}, {}>;
