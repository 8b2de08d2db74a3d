export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Addon_MoreInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "One more {name}" |
*
* @param {Order_Addon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_more: ((inputs: Order_Addon_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
