export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Limits_TitleInputs = {};
/**
* | output |
* | --- |
* | "Limits and Exclusions" |
*
* @param {Order_Limits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_title: ((inputs?: Order_Limits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
