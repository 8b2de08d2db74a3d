export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_ExpiredInputs = {};
/**
* | output |
* | --- |
* | "The card form has expired. Please open it again." |
*
* @param {Order_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_expired: ((inputs?: Order_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
