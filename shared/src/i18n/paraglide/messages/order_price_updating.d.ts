export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_UpdatingInputs = {};
/**
* | output |
* | --- |
* | "Updating price…" |
*
* @param {Order_Price_UpdatingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating: ((inputs?: Order_Price_UpdatingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UpdatingInputs, {
    locale?: "en" | "es";
}, {}>;
