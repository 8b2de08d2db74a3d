export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Confirmed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirmed_title: ((inputs?: Common_Newsletter_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
