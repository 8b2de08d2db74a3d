export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Login_Error_TextInputs = {};
/**
* | output |
* | --- |
* | "The username or password you entered were incorrect. Please try again." |
*
* @param {Common_Login_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_text: ((inputs?: Common_Login_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
