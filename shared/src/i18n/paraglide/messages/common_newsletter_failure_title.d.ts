export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Failure_TitleInputs = {};
/**
* | output |
* | --- |
* | "Subscription Failed!" |
*
* @param {Common_Newsletter_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure_title: ((inputs?: Common_Newsletter_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
