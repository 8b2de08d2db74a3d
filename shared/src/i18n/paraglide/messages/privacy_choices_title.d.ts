export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Choices_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Privacy_Choices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_choices_title: ((inputs?: Privacy_Choices_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Choices_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
