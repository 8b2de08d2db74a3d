export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_InitialsInputs = {};
/**
* | output |
* | --- |
* | "Please enter your initials (2 or 3 letters)." |
*
* @param {Claim_Answer_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_initials: ((inputs?: Claim_Answer_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
