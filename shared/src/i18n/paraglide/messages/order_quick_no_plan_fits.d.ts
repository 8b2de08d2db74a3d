export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_No_Plan_FitsInputs = {};
/**
* | output |
* | --- |
* | "No plan fits this budget for this home." |
*
* @param {Order_Quick_No_Plan_FitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_no_plan_fits: ((inputs?: Order_Quick_No_Plan_FitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_No_Plan_FitsInputs, {
    locale?: "en" | "es";
}, {}>;
