export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_PlacingInputs = {};
/**
* | output |
* | --- |
* | "Placing your order…" |
*
* @param {Order_PlacingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_placing: ((inputs?: Order_PlacingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacingInputs, {
    locale?: "en" | "es";
}, {}>;
