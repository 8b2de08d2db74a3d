export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Number_At_LeastInputs = {
    min: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please enter a number of at least {min}." |
*
* @param {Claim_Answer_Number_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_least: ((inputs: Claim_Answer_Number_At_LeastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_LeastInputs, {
    locale?: "en" | "es";
}, {}>;
