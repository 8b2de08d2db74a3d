export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Your_AnswerInputs = {};
/**
* | output |
* | --- |
* | "Your answer" |
*
* @param {Claim_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer: ((inputs?: Claim_Your_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
