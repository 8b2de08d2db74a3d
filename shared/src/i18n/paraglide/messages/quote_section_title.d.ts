export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_TitleInputs = {};
/**
* | output |
* | --- |
* | "Get a Free Home Warranty Quote!" |
*
* @param {Quote_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_title: ((inputs?: Quote_Section_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
