export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Pay_LegendInputs = {};
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Order_Pay_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_legend: ((inputs?: Order_Pay_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
