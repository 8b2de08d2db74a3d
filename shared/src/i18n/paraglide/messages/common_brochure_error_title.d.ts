export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Brochure_Error_TitleInputs = {};
/**
* | output |
* | --- |
* | "Download Brochure Error" |
*
* @param {Common_Brochure_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_title: ((inputs?: Common_Brochure_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
