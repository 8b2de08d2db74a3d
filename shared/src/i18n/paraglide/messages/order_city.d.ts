export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_CityInputs = {};
/**
* | output |
* | --- |
* | "City" |
*
* @param {Order_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city: ((inputs?: Order_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_CityInputs, {
    locale?: "en" | "es";
}, {}>;
