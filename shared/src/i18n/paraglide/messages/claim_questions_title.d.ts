export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Questions_TitleInputs = {};
/**
* | output |
* | --- |
* | "Questions about the problem" |
*
* @param {Claim_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_title: ((inputs?: Claim_Questions_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
