export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Limits_LimitsInputs = {};
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Order_Limits_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_limits: ((inputs?: Order_Limits_LimitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LimitsInputs, {
    locale?: "en" | "es";
}, {}>;
