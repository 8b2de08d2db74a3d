export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Forgot_Password_TextInputs = {};
/**
* | output |
* | --- |
* | "Let us help! Please enter your email." |
*
* @param {Common_Forgot_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_text: ((inputs?: Common_Forgot_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
