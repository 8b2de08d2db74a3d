export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_PreviewInputs = {};
/**
* | output |
* | --- |
* | "What you chose to send" |
*
* @param {Claim_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_preview: ((inputs?: Claim_Photo_PreviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_PreviewInputs, {
    locale?: "en" | "es";
}, {}>;
