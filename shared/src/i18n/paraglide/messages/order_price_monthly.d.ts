export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_MonthlyInputs = {
    price: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{price}/mo" |
*
* @param {Order_Price_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly: ((inputs: Order_Price_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
