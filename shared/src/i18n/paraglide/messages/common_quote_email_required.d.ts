export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Quote_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_required: ((inputs?: Common_Quote_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
