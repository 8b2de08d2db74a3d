export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_CurrentInputs = {};
/**
* | output |
* | --- |
* | "Your current plan" |
*
* @param {Order_Plan_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_current: ((inputs?: Order_Plan_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
