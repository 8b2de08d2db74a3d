export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_Terms_TitleInputs = {};
/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
