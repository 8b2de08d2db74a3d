export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_TotalInputs = {};
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Order_Price_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total: ((inputs?: Order_Price_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
