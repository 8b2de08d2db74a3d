export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_TitleInputs = {};
/**
* | output |
* | --- |
* | "Login to Your Account" |
*
* @param {Common_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_title: ((inputs?: Common_Login_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
