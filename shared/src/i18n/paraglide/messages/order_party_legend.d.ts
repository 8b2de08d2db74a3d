export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Party_LegendInputs = {};
/**
* | output |
* | --- |
* | "I am the" |
*
* @param {Order_Party_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_legend: ((inputs?: Order_Party_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
