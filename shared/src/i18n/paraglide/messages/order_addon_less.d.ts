export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Addon_LessInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "One less {name}" |
*
* @param {Order_Addon_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_less: ((inputs: Order_Addon_LessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_LessInputs, {
    locale?: "en" | "es";
}, {}>;
