export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_Review_FeeInputs = {};
/**
* | output |
* | --- |
* | "Review the New Fee" |
*
* @param {Claim_Failed_Review_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_review_fee: ((inputs?: Claim_Failed_Review_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Review_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
