export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_LegendInputs = {};
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Order_Card_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_legend: ((inputs?: Order_Card_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
