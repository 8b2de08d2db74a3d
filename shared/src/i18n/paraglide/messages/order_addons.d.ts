export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_AddonsInputs = {};
/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Order_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons: ((inputs?: Order_AddonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_AddonsInputs, {
    locale?: "en" | "es";
}, {}>;
