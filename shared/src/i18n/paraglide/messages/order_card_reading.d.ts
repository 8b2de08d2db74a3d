export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_ReadingInputs = {};
/**
* | output |
* | --- |
* | "Reading your card…" |
*
* @param {Order_Card_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_reading: ((inputs?: Order_Card_ReadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ReadingInputs, {
    locale?: "en" | "es";
}, {}>;
