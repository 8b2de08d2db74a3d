export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Loading_PlanInputs = {};
/**
* | output |
* | --- |
* | "Loading your plan…" |
*
* @param {Order_Loading_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading_plan: ((inputs?: Order_Loading_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Loading_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
