export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Newsletter_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Resources_Newsletter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_submit: ((inputs?: Resources_Newsletter_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
