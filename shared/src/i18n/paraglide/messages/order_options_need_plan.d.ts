export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Options_Need_PlanInputs = {};
/**
* | output |
* | --- |
* | "Choose a plan first: the add-ons and options depend on it." |
*
* @param {Order_Options_Need_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options_need_plan: ((inputs?: Order_Options_Need_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Options_Need_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
