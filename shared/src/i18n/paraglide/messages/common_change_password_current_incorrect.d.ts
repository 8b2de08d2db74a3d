export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_Current_IncorrectInputs = {};
/**
* | output |
* | --- |
* | "The current password you entered is incorrect." |
*
* @param {Common_Change_Password_Current_IncorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_incorrect: ((inputs?: Common_Change_Password_Current_IncorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_IncorrectInputs, {
    locale?: "en" | "es";
}, {}>;
