export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_OpeningInputs = {};
/**
* | output |
* | --- |
* | "Opening the secure card form…" |
*
* @param {Order_Card_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_opening: ((inputs?: Order_Card_OpeningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OpeningInputs, {
    locale?: "en" | "es";
}, {}>;
