export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_NoneInputs = {};
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Answer_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_none: ((inputs?: Claim_Answer_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
