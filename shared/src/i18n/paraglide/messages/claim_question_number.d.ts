export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Question_NumberInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Question {number}" |
*
* @param {Claim_Question_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_number: ((inputs: Claim_Question_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
