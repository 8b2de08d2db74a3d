export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_LanguageInputs = {};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Brochure_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language: ((inputs?: Brochure_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
