export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_DoneInputs = {};
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Claim_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done: ((inputs?: Claim_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
