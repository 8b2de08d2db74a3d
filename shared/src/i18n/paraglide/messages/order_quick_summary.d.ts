export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Quick_SummaryInputs = {};
/**
* | output |
* | --- |
* | "Quick order" |
*
* @param {Order_Quick_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_summary: ((inputs?: Order_Quick_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
