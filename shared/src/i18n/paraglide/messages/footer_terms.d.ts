export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_TermsInputs = {};
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_terms: ((inputs?: Footer_TermsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, {
    locale?: "en" | "es";
}, {}>;
