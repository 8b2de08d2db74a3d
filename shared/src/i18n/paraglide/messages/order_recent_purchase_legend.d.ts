export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Recent_Purchase_LegendInputs = {};
/**
* | output |
* | --- |
* | "Did you buy this home in the last 30 days?" |
*
* @param {Order_Recent_Purchase_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_legend: ((inputs?: Order_Recent_Purchase_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
