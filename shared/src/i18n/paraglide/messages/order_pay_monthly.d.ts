export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Pay_MonthlyInputs = {};
/**
* | output |
* | --- |
* | "Monthly by card" |
*
* @param {Order_Pay_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_monthly: ((inputs?: Order_Pay_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
