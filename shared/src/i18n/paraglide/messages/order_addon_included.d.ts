export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Addon_IncludedInputs = {};
/**
* | output |
* | --- |
* | "Included with this plan" |
*
* @param {Order_Addon_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_included: ((inputs?: Order_Addon_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
