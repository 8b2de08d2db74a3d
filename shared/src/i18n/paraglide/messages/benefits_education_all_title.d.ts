export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_All_TitleInputs = {};
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Benefits_Education_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_title: ((inputs?: Benefits_Education_All_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
