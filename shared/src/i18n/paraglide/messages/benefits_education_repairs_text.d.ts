export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Education_Repairs_TextInputs = {};
/**
* | output |
* | --- |
* | "Seasonal checklists and small fixes that keep systems running longer." |
*
* @param {Benefits_Education_Repairs_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_text: ((inputs?: Benefits_Education_Repairs_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TextInputs, {
    locale?: "en" | "es";
}, {}>;
