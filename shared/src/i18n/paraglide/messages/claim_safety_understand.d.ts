export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Safety_UnderstandInputs = {};
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Claim_Safety_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_understand: ((inputs?: Claim_Safety_UnderstandInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_UnderstandInputs, {
    locale?: "en" | "es";
}, {}>;
