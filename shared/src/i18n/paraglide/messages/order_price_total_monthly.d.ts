export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Total_MonthlyInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Total {total} · {monthly}/mo" |
*
* @param {Order_Price_Total_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_monthly: ((inputs: Order_Price_Total_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
