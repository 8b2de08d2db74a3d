export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Needs_PropertyInputs = {};
/**
* | output |
* | --- |
* | "Enter a zip code in our service area and the property type first: the plans and prices depend on them." |
*
* @param {Order_Plan_Needs_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_needs_property: ((inputs?: Order_Plan_Needs_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Needs_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
