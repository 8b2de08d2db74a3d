export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_RemoveInputs = {};
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Order_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_remove: ((inputs?: Order_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
