export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Title_ConvertInputs = {};
/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Order_Title_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_convert: ((inputs?: Order_Title_ConvertInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_ConvertInputs, {
    locale?: "en" | "es";
}, {}>;
