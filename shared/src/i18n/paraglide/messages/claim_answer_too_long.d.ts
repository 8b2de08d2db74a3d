export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Too_LongInputs = {
    maxLength: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Please use at most {maxLength} characters." |
*
* @param {Claim_Answer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_too_long: ((inputs: Claim_Answer_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
