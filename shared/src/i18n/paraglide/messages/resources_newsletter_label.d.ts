export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Newsletter_LabelInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Newsletter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_label: ((inputs?: Resources_Newsletter_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
