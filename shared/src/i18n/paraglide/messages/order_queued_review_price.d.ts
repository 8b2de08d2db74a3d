export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_Review_PriceInputs = {};
/**
* | output |
* | --- |
* | "Review the new price" |
*
* @param {Order_Queued_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_review_price: ((inputs?: Order_Queued_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
