export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Limits_FailedInputs = {};
/**
* | output |
* | --- |
* | "The limits and exclusions could not be loaded. Please try again." |
*
* @param {Order_Limits_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_failed: ((inputs?: Order_Limits_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
