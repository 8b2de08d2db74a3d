export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Safety_TextInputs = {};
/**
* | output |
* | --- |
* | "Please read the safety information before you go on." |
*
* @param {Claim_Safety_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_text: ((inputs?: Claim_Safety_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TextInputs, {
    locale?: "en" | "es";
}, {}>;
