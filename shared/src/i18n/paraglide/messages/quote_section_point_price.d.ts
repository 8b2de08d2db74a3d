export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_Point_PriceInputs = {};
/**
* | output |
* | --- |
* | "Plans from $35 a month" |
*
* @param {Quote_Section_Point_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_price: ((inputs?: Quote_Section_Point_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
