export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_Back_To_QuestionsInputs = {};
/**
* | output |
* | --- |
* | "Back to the Questions" |
*
* @param {Claim_Failed_Back_To_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_questions: ((inputs?: Claim_Failed_Back_To_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_QuestionsInputs, {
    locale?: "en" | "es";
}, {}>;
