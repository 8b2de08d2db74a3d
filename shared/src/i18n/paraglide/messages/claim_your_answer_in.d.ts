export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Your_Answer_InInputs = {
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your answer ({unit})" |
*
* @param {Claim_Your_Answer_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer_in: ((inputs: Claim_Your_Answer_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_Answer_InInputs, {
    locale?: "en" | "es";
}, {}>;
