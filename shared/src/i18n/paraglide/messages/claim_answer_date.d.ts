export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_DateInputs = {};
/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Claim_Answer_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date: ((inputs?: Claim_Answer_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_DateInputs, {
    locale?: "en" | "es";
}, {}>;
