export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Invalid_TextInputs = {};
/**
* | output |
* | --- |
* | "The email address you entered is incorrect. Please try again." |
*
* @param {Common_Newsletter_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_text: ((inputs?: Common_Newsletter_Invalid_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TextInputs, {
    locale?: "en" | "es";
}, {}>;
