export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Error_TitleInputs = {};
/**
* | output |
* | --- |
* | "Quote Error" |
*
* @param {Common_Quote_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_error_title: ((inputs?: Common_Quote_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
