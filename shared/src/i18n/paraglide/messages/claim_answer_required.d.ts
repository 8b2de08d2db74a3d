export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please answer this question." |
*
* @param {Claim_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_required: ((inputs?: Claim_Answer_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
