export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Number_At_MostInputs = {
    max: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please enter a number of at most {max}." |
*
* @param {Claim_Answer_Number_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_most: ((inputs: Claim_Answer_Number_At_MostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_MostInputs, {
    locale?: "en" | "es";
}, {}>;
