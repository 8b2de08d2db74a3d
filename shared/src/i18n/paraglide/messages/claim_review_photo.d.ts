export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_PhotoInputs = {};
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Claim_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo: ((inputs?: Claim_Review_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
