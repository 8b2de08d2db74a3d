export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Not_PricedInputs = {};
/**
* | output |
* | --- |
* | "We could not price this order yet. Please check your connection and try again." |
*
* @param {Order_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_priced: ((inputs?: Order_Not_PricedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_PricedInputs, {
    locale?: "en" | "es";
}, {}>;
