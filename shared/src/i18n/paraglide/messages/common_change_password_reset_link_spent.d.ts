export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_Reset_Link_SpentInputs = {
    minutes: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "A password-reset link sets a new password once, within {minutes} minutes of opening it. Please enter your current password, or ask for a new link with \"Forgo..." |
*
* @param {Common_Change_Password_Reset_Link_SpentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_reset_link_spent: ((inputs: Common_Change_Password_Reset_Link_SpentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Reset_Link_SpentInputs, {
    locale?: "en" | "es";
}, {}>;
