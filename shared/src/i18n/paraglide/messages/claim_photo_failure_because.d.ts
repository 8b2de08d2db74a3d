export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_Failure_BecauseInputs = {
    reason: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your photo could not be sent: {reason}" |
*
* @param {Claim_Photo_Failure_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_because: ((inputs: Claim_Photo_Failure_BecauseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_BecauseInputs, {
    locale?: "en" | "es";
}, {}>;
