export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Order_Plan_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_required: ((inputs?: Order_Plan_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
