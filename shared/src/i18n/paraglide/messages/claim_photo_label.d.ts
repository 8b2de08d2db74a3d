export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_LabelInputs = {};
/**
* | output |
* | --- |
* | "Photo of the problem" |
*
* @param {Claim_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_label: ((inputs?: Claim_Photo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
