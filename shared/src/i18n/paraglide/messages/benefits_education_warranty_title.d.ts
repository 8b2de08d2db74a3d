export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Warranty_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home warranty education" |
*
* @param {Benefits_Education_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_title: ((inputs?: Benefits_Education_Warranty_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
