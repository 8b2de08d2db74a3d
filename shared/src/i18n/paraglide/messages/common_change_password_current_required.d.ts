export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_Current_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Common_Change_Password_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_required: ((inputs?: Common_Change_Password_Current_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
