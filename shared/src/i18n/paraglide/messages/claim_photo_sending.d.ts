export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending your photo…" |
*
* @param {Claim_Photo_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sending: ((inputs?: Claim_Photo_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
