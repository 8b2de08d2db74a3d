export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Updating_ShortInputs = {};
/**
* | output |
* | --- |
* | "updating…" |
*
* @param {Order_Price_Updating_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating_short: ((inputs?: Order_Price_Updating_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Updating_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
