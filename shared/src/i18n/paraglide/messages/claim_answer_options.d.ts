export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Answer_OptionsInputs = {};
/**
* | output |
* | --- |
* | "Please choose only among the options, each one once." |
*
* @param {Claim_Answer_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_options: ((inputs?: Claim_Answer_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
