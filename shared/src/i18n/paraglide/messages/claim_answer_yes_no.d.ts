export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Yes_NoInputs = {};
/**
* | output |
* | --- |
* | "Please answer yes or no." |
*
* @param {Claim_Answer_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_yes_no: ((inputs?: Claim_Answer_Yes_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Yes_NoInputs, {
    locale?: "en" | "es";
}, {}>;
