export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_Fee_NoneInputs = {};
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_fee_none: ((inputs?: Claim_Review_Fee_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Fee_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
