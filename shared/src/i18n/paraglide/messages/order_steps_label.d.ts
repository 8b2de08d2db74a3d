export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Steps_LabelInputs = {};
/**
* | output |
* | --- |
* | "Order steps" |
*
* @param {Order_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_steps_label: ((inputs?: Order_Steps_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Steps_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
