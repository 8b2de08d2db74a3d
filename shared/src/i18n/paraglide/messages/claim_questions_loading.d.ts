export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Questions_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading the questions…" |
*
* @param {Claim_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_loading: ((inputs?: Claim_Questions_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
