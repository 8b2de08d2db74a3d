export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Question_OfInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Claim_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of: ((inputs: Claim_Question_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OfInputs, {
    locale?: "en" | "es";
}, {}>;
