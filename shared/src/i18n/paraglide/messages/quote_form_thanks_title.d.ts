export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_Thanks_TitleInputs = {};
/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Quote_Form_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_title: ((inputs?: Quote_Form_Thanks_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
