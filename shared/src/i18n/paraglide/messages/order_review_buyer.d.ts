export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_BuyerInputs = {};
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Order_Review_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_buyer: ((inputs?: Order_Review_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
