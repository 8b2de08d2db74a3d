export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_Point_StatesInputs = {};
/**
* | output |
* | --- |
* | "Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah" |
*
* @param {Quote_Section_Point_StatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_states: ((inputs?: Quote_Section_Point_StatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_StatesInputs, {
    locale?: "en" | "es";
}, {}>;
