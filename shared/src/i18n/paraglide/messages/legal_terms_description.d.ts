export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_Terms_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_description: ((inputs?: Legal_Terms_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
