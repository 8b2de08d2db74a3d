export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Selected_LabelInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Order_Plan_Selected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected_label: ((inputs: Order_Plan_Selected_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Selected_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
