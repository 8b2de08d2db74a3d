export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Buyers_Credit_LeftInputs = {};
/**
* | output |
* | --- |
* | "Buyer's credit left in the budget" |
*
* @param {Order_Price_Buyers_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_buyers_credit_left: ((inputs?: Order_Price_Buyers_Credit_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Buyers_Credit_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
