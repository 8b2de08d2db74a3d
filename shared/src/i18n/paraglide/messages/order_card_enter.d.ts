export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_EnterInputs = {};
/**
* | output |
* | --- |
* | "Enter card" |
*
* @param {Order_Card_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_enter: ((inputs?: Order_Card_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
