export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Questions_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "The questions for this item could not be loaded." |
*
* @param {Claim_Questions_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_load_failure: ((inputs?: Claim_Questions_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
