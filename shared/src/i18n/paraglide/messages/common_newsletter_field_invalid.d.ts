export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Field_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Common_Newsletter_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_invalid: ((inputs?: Common_Newsletter_Field_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
