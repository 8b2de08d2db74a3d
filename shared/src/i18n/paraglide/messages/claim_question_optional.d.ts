export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Question_OptionalInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{count} (optional)" |
*
* @param {Claim_Question_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_optional: ((inputs: Claim_Question_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
