export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_NumberInputs = {};
/**
* | output |
* | --- |
* | "Please enter a number." |
*
* @param {Claim_Answer_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number: ((inputs?: Claim_Answer_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
