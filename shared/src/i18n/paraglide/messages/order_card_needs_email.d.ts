export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Needs_EmailInputs = {};
/**
* | output |
* | --- |
* | "Please enter your e-mail address first: the card is saved for it." |
*
* @param {Order_Card_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_needs_email: ((inputs?: Order_Card_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
