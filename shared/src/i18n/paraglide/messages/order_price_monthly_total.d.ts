export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Monthly_TotalInputs = {};
/**
* | output |
* | --- |
* | "Monthly total" |
*
* @param {Order_Price_Monthly_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly_total: ((inputs?: Order_Price_Monthly_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Monthly_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
