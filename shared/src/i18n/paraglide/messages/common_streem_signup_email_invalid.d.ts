export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Streem_Signup_Email_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Email is invalid." |
*
* @param {Common_Streem_Signup_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_email_invalid: ((inputs?: Common_Streem_Signup_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
