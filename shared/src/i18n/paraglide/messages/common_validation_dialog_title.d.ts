export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Validation_Dialog_TitleInputs = {};
/**
* | output |
* | --- |
* | "Oops...we need a bit more information!" |
*
* @param {Common_Validation_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_validation_dialog_title: ((inputs?: Common_Validation_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Validation_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
