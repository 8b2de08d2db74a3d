export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_PropertyInputs = {};
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Order_Step_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_property: ((inputs?: Order_Step_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
