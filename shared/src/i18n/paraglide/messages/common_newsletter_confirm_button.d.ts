export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirm_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Common_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_button: ((inputs?: Common_Newsletter_Confirm_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
