export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_AnswersInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your answers ({count})" |
*
* @param {Claim_Review_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_answers: ((inputs: Claim_Review_AnswersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_AnswersInputs, {
    locale?: "en" | "es";
}, {}>;
