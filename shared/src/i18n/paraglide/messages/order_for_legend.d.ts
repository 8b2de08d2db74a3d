export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_For_LegendInputs = {};
/**
* | output |
* | --- |
* | "This order is for" |
*
* @param {Order_For_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_legend: ((inputs?: Order_For_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
