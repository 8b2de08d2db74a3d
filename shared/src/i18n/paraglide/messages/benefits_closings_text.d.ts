export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Closings_TextInputs = {};
/**
* | output |
* | --- |
* | "A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing." |
*
* @param {Benefits_Closings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_text: ((inputs?: Benefits_Closings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
