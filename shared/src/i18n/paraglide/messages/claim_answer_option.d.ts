export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_OptionInputs = {};
/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Claim_Answer_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_option: ((inputs?: Claim_Answer_OptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionInputs, {
    locale?: "en" | "es";
}, {}>;
