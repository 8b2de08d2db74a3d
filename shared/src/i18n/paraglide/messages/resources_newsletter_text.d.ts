export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Newsletter_TextInputs = {};
/**
* | output |
* | --- |
* | "Seasonal maintenance tips and home warranty news, about once a month." |
*
* @param {Resources_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_text: ((inputs?: Resources_Newsletter_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_TextInputs, {
    locale?: "en" | "es";
}, {}>;
