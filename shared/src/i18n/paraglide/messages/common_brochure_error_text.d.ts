export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Brochure_Error_TextInputs = {};
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance" |
*
* @param {Common_Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_text: ((inputs?: Common_Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
