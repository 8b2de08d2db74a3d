export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Not_AnsweredInputs = {};
/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Claim_Answer_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_not_answered: ((inputs?: Claim_Answer_Not_AnsweredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Not_AnsweredInputs, {
    locale?: "en" | "es";
}, {}>;
