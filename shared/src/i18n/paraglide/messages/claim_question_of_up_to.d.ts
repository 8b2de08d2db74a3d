export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Question_Of_Up_ToInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Question {number} of up to {total}" |
*
* @param {Claim_Question_Of_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of_up_to: ((inputs: Claim_Question_Of_Up_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_Of_Up_ToInputs, {
    locale?: "en" | "es";
}, {}>;
