export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Order_Now_LabelInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "ORDER NOW: {name}" |
*
* @param {Order_Plan_Order_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now_label: ((inputs: Order_Plan_Order_Now_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_Now_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
