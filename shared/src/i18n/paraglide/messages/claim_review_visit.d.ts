export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_VisitInputs = {};
/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Claim_Review_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_visit: ((inputs?: Claim_Review_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
