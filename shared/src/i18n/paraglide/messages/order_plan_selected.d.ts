export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_SelectedInputs = {};
/**
* | output |
* | --- |
* | "SELECTED" |
*
* @param {Order_Plan_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected: ((inputs?: Order_Plan_SelectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_SelectedInputs, {
    locale?: "en" | "es";
}, {}>;
