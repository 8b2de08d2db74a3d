export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_NoInputs = {};
/**
* | output |
* | --- |
* | "No" |
*
* @param {Claim_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no: ((inputs?: Claim_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_NoInputs, {
    locale?: "en" | "es";
}, {}>;
