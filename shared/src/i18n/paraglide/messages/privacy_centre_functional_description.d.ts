export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Functional_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Remember your preferences on this site between visits." |
*
* @param {Privacy_Centre_Functional_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_description: ((inputs?: Privacy_Centre_Functional_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
