export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_Same_As_CurrentInputs = {};
/**
* | output |
* | --- |
* | "Please choose a new password that is different from your current one." |
*
* @param {Common_Change_Password_Same_As_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_same_as_current: ((inputs?: Common_Change_Password_Same_As_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Same_As_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
