export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_See_DetailsInputs = {};
/**
* | output |
* | --- |
* | "See coverage details" |
*
* @param {Order_Plan_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_see_details: ((inputs?: Order_Plan_See_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_See_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
