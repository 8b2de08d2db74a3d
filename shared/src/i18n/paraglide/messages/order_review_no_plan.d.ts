export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_No_PlanInputs = {};
/**
* | output |
* | --- |
* | "No plan chosen" |
*
* @param {Order_Review_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_no_plan: ((inputs?: Order_Review_No_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_No_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
