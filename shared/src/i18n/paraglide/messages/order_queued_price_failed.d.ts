export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_Price_FailedInputs = {};
/**
* | output |
* | --- |
* | "The new price could not be loaded. Please try again." |
*
* @param {Order_Queued_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_failed: ((inputs?: Order_Queued_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
