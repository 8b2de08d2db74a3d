export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_PriceInputs = {};
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Order_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price: ((inputs?: Order_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
