export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_TitleInputs = {};
/**
* | output |
* | --- |
* | "Review your request" |
*
* @param {Claim_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_title: ((inputs?: Claim_Review_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
