export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_TextInputs = {};
/**
* | output |
* | --- |
* | "Please enter text." |
*
* @param {Claim_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_text: ((inputs?: Claim_Answer_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_TextInputs, {
    locale?: "en" | "es";
}, {}>;
