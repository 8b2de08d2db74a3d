export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Change_Password_BreachedInputs = {};
/**
* | output |
* | --- |
* | "This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another." |
*
* @param {Common_Change_Password_BreachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_breached: ((inputs?: Common_Change_Password_BreachedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_BreachedInputs, {
    locale?: "en" | "es";
}, {}>;
