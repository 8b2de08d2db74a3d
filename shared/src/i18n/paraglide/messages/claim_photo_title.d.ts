export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_TitleInputs = {};
/**
* | output |
* | --- |
* | "Add a photo (optional)" |
*
* @param {Claim_Photo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_title: ((inputs?: Claim_Photo_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
