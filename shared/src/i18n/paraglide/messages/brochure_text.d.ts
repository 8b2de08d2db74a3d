export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_TextInputs = {};
/**
* | output |
* | --- |
* | "Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Avai..." |
*
* @param {Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_text: ((inputs?: Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
