export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Updating_The_PriceInputs = {};
/**
* | output |
* | --- |
* | "Updating the price…" |
*
* @param {Order_Updating_The_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_updating_the_price: ((inputs?: Order_Updating_The_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Updating_The_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
