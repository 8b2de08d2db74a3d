export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_FailureInputs = {};
/**
* | output |
* | --- |
* | "Your photo could not be sent." |
*
* @param {Claim_Photo_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure: ((inputs?: Claim_Photo_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
