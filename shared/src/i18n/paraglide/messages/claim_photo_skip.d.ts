export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_SkipInputs = {};
/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Claim_Photo_SkipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_skip: ((inputs?: Claim_Photo_SkipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SkipInputs, {
    locale?: "en" | "es";
}, {}>;
