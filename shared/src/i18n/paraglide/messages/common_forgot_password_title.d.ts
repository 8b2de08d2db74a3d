export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Forgot_Password_TitleInputs = {};
/**
* | output |
* | --- |
* | "Trouble Logging In?" |
*
* @param {Common_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_title: ((inputs?: Common_Forgot_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
