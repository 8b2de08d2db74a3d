export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_FailureInputs = {};
/**
* | output |
* | --- |
* | "An error occurred while changing your password, please try again." |
*
* @param {Common_Change_Password_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_failure: ((inputs?: Common_Change_Password_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
