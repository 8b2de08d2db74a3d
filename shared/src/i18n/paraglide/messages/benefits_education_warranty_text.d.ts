export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Warranty_TextInputs = {};
/**
* | output |
* | --- |
* | "What a home warranty covers, what it does not, and how claims work." |
*
* @param {Benefits_Education_Warranty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_text: ((inputs?: Benefits_Education_Warranty_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TextInputs, {
    locale?: "en" | "es";
}, {}>;
