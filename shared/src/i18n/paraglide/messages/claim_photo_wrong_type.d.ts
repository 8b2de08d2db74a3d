export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_Wrong_TypeInputs = {};
/**
* | output |
* | --- |
* | "Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF." |
*
* @param {Claim_Photo_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_wrong_type: ((inputs?: Claim_Photo_Wrong_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Wrong_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
