export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Email_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Quote_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_invalid: ((inputs?: Common_Quote_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
