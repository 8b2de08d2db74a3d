export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_ContinueInputs = {};
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Claim_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_continue: ((inputs?: Claim_ContinueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_ContinueInputs, {
    locale?: "en" | "es";
}, {}>;
