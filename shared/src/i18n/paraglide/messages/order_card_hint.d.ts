export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_HintInputs = {};
/**
* | output |
* | --- |
* | "Your card goes straight to our card processor's secure form; we keep only its last four digits." |
*
* @param {Order_Card_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_hint: ((inputs?: Order_Card_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_HintInputs, {
    locale?: "en" | "es";
}, {}>;
