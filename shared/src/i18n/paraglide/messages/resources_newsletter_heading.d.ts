export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Newsletter_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Sign Up for Our Newsletter" |
*
* @param {Resources_Newsletter_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_heading: ((inputs?: Resources_Newsletter_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
