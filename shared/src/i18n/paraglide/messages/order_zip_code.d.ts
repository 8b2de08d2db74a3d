export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Zip_CodeInputs = {};
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Order_Zip_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_code: ((inputs?: Order_Zip_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
