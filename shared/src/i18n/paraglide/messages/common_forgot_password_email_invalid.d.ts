export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Forgot_Password_Email_InvalidInputs = {};
/**
* | output |
* | --- |
* | "The email address is incorrect. Please verify your email and try again." |
*
* @param {Common_Forgot_Password_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_invalid: ((inputs?: Common_Forgot_Password_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
