export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_DetailsInputs = {};
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Order_Price_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_details: ((inputs?: Order_Price_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
