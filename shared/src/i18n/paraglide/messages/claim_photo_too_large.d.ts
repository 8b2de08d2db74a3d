export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_Too_LargeInputs = {
    size: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This file is too large. Please choose one of at most {size} MB." |
*
* @param {Claim_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_too_large: ((inputs: Claim_Photo_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
