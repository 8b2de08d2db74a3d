export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_All_TextInputs = {};
/**
* | output |
* | --- |
* | "Every guide and article, newest first." |
*
* @param {Benefits_Education_All_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_text: ((inputs?: Benefits_Education_All_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TextInputs, {
    locale?: "en" | "es";
}, {}>;
