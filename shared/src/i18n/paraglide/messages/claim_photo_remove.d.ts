export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_RemoveInputs = {};
/**
* | output |
* | --- |
* | "Remove Photo" |
*
* @param {Claim_Photo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_remove: ((inputs?: Claim_Photo_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
