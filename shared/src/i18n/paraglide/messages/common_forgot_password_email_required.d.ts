export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Forgot_Password_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Common_Forgot_Password_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_required: ((inputs?: Common_Forgot_Password_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
