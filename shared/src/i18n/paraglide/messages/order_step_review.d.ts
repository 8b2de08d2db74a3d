export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_ReviewInputs = {};
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Order_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_review: ((inputs?: Order_Step_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
