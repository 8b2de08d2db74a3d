export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Limits_CoveredInputs = {};
/**
* | output |
* | --- |
* | "Covered" |
*
* @param {Order_Limits_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_covered: ((inputs?: Order_Limits_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
