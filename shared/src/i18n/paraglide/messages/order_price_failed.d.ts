export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_FailedInputs = {};
/**
* | output |
* | --- |
* | "The price could not be updated. It will be tried again when something changes." |
*
* @param {Order_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_failed: ((inputs?: Order_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
