export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Password Changed." |
*
* @param {Common_Change_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_success: ((inputs?: Common_Change_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
