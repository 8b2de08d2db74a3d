export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Invalid_TitleInputs = {};
/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Common_Newsletter_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_title: ((inputs?: Common_Newsletter_Invalid_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
