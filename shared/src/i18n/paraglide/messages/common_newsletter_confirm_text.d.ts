export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirm_TextInputs = {};
/**
* | output |
* | --- |
* | "Confirm that you would like to receive our newsletter at the address this link was sent to." |
*
* @param {Common_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_text: ((inputs?: Common_Newsletter_Confirm_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TextInputs, {
    locale?: "en" | "es";
}, {}>;
