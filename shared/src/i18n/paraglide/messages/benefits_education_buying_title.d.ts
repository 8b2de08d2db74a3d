export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Buying_TitleInputs = {};
/**
* | output |
* | --- |
* | "Buying and selling a house" |
*
* @param {Benefits_Education_Buying_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_title: ((inputs?: Benefits_Education_Buying_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
