export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Total_Due_At_ClosingInputs = {};
/**
* | output |
* | --- |
* | "Total due at closing" |
*
* @param {Order_Price_Total_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_due_at_closing: ((inputs?: Order_Price_Total_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
