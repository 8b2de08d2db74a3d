export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Choose_PlanInputs = {};
/**
* | output |
* | --- |
* | "Choose a plan to see your price" |
*
* @param {Order_Price_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_choose_plan: ((inputs?: Order_Price_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
