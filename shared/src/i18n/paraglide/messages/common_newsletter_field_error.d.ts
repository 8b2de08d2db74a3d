export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Newsletter_Field_ErrorInputs = {};
/**
* | output |
* | --- |
* | "Email is required." |
*
* @param {Common_Newsletter_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_error: ((inputs?: Common_Newsletter_Field_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
