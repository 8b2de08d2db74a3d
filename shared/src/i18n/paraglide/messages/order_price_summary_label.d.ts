export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Summary_LabelInputs = {};
/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Order_Price_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_summary_label: ((inputs?: Order_Price_Summary_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Summary_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
