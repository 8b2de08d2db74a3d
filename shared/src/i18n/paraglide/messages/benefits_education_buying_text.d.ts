export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Buying_TextInputs = {};
/**
* | output |
* | --- |
* | "Inspections, negotiations and what to expect at closing." |
*
* @param {Benefits_Education_Buying_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_text: ((inputs?: Benefits_Education_Buying_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TextInputs, {
    locale?: "en" | "es";
}, {}>;
