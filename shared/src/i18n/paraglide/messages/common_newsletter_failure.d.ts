export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_FailureInputs = {};
/**
* | output |
* | --- |
* | "An error occurred while subscribing to the newsletter, please try again." |
*
* @param {Common_Newsletter_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure: ((inputs?: Common_Newsletter_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
