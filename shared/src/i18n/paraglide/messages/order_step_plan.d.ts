export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_PlanInputs = {};
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Order_Step_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_plan: ((inputs?: Order_Step_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
