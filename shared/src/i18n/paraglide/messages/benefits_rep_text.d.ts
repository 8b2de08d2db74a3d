export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Rep_TextInputs = {};
/**
* | output |
* | --- |
* | "Your local representative brings training, brochures and help with orders to your office." |
*
* @param {Benefits_Rep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_text: ((inputs?: Benefits_Rep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
