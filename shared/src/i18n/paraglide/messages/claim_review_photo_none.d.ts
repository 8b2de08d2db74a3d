export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_Photo_NoneInputs = {};
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_none: ((inputs?: Claim_Review_Photo_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
