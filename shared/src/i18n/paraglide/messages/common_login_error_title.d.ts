export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Error_TitleInputs = {};
/**
* | output |
* | --- |
* | "Login Error" |
*
* @param {Common_Login_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_title: ((inputs?: Common_Login_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
