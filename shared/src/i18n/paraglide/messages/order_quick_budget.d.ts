export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_BudgetInputs = {};
/**
* | output |
* | --- |
* | "Budget Amount" |
*
* @param {Order_Quick_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_budget: ((inputs?: Order_Quick_BudgetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_BudgetInputs, {
    locale?: "en" | "es";
}, {}>;
