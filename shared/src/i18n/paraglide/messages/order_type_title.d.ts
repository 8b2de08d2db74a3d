export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Type_TitleInputs = {};
/**
* | output |
* | --- |
* | "Which best describes you?" |
*
* @param {Order_Type_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_title: ((inputs?: Order_Type_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
