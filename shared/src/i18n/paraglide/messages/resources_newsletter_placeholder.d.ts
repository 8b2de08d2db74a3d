export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Newsletter_PlaceholderInputs = {};
/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Resources_Newsletter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_placeholder: ((inputs?: Resources_Newsletter_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
