export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Plan_Load_FailedInputs = {};
/**
* | output |
* | --- |
* | "This plan could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_failed: ((inputs?: Order_Plan_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
