export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Hide_DetailsInputs = {};
/**
* | output |
* | --- |
* | "Hide coverage details" |
*
* @param {Order_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_hide_details: ((inputs?: Order_Plan_Hide_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Hide_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
