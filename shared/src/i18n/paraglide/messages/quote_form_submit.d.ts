export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Form_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Get My Free Quote" |
*
* @param {Quote_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_submit: ((inputs?: Quote_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
