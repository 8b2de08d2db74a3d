export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Convert_Failure_TitleInputs = {};
/**
* | output |
* | --- |
* | "Convert Failed" |
*
* @param {Common_Convert_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_convert_failure_title: ((inputs?: Common_Convert_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Convert_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
