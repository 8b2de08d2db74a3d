export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_For_BuyerInputs = {};
/**
* | output |
* | --- |
* | "The buyer" |
*
* @param {Order_For_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_buyer: ((inputs?: Order_For_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
