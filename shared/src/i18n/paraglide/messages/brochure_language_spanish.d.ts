export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Language_SpanishInputs = {};
/**
* | output |
* | --- |
* | "Spanish (Español)" |
*
* @param {Brochure_Language_SpanishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_spanish: ((inputs?: Brochure_Language_SpanishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_SpanishInputs, {
    locale?: "en" | "es";
}, {}>;
