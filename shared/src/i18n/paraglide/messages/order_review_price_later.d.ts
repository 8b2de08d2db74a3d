export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_Price_LaterInputs = {};
/**
* | output |
* | --- |
* | "The price appears here once a plan is chosen." |
*
* @param {Order_Review_Price_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price_later: ((inputs?: Order_Review_Price_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Price_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
