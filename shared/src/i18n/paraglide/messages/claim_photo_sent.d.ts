export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_SentInputs = {};
/**
* | output |
* | --- |
* | "Your photo was added to the request." |
*
* @param {Claim_Photo_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sent: ((inputs?: Claim_Photo_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SentInputs, {
    locale?: "en" | "es";
}, {}>;
