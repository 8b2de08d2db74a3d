export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Limits_LinkInputs = {};
/**
* | output |
* | --- |
* | "Limits and exclusions" |
*
* @param {Order_Limits_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_link: ((inputs?: Order_Limits_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
