export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Repairs_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home repairs and maintenance" |
*
* @param {Benefits_Education_Repairs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_title: ((inputs?: Benefits_Education_Repairs_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
