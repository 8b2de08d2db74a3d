export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Load_ErrorInputs = {};
/**
* | output |
* | --- |
* | "The plans could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_error: ((inputs?: Order_Plan_Load_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
