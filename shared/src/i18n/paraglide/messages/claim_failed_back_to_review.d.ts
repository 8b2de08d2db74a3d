export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_Back_To_ReviewInputs = {};
/**
* | output |
* | --- |
* | "Back to the Review" |
*
* @param {Claim_Failed_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_review: ((inputs?: Claim_Failed_Back_To_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
