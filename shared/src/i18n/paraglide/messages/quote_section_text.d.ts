export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_TextInputs = {};
/**
* | output |
* | --- |
* | "Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute." |
*
* @param {Quote_Section_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_text: ((inputs?: Quote_Section_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TextInputs, {
    locale?: "en" | "es";
}, {}>;
