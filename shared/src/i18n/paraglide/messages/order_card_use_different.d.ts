export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Use_DifferentInputs = {};
/**
* | output |
* | --- |
* | "Use a different card" |
*
* @param {Order_Card_Use_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_use_different: ((inputs?: Order_Card_Use_DifferentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Use_DifferentInputs, {
    locale?: "en" | "es";
}, {}>;
