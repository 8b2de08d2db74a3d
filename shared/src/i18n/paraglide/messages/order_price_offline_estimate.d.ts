export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Offline_EstimateInputs = {};
/**
* | output |
* | --- |
* | "Offline price: the server confirms it when the order is sent" |
*
* @param {Order_Price_Offline_EstimateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_offline_estimate: ((inputs?: Order_Price_Offline_EstimateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Offline_EstimateInputs, {
    locale?: "en" | "es";
}, {}>;
