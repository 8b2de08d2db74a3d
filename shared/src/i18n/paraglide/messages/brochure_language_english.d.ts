export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Language_EnglishInputs = {};
/**
* | output |
* | --- |
* | "English" |
*
* @param {Brochure_Language_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_english: ((inputs?: Brochure_Language_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
