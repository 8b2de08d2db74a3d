export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Type_Real_EstateInputs = {};
/**
* | output |
* | --- |
* | "Real Estate Professional" |
*
* @param {Order_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_real_estate: ((inputs?: Order_Type_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
