export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter your card details." |
*
* @param {Order_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_required: ((inputs?: Order_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
