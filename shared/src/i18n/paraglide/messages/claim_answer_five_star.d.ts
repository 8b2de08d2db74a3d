export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_Five_StarInputs = {};
/**
* | output |
* | --- |
* | "Please choose from 1 to 5 stars." |
*
* @param {Claim_Answer_Five_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_five_star: ((inputs?: Claim_Answer_Five_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Five_StarInputs, {
    locale?: "en" | "es";
}, {}>;
