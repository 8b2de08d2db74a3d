export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirm_Sent_TitleInputs = {};
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Common_Newsletter_Confirm_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent_title: ((inputs?: Common_Newsletter_Confirm_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
