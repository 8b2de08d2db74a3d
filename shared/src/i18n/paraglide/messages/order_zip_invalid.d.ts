export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Zip_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Please enter a valid zip code." |
*
* @param {Order_Zip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_invalid: ((inputs?: Order_Zip_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
