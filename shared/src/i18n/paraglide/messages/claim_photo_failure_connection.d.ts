export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_Failure_ConnectionInputs = {};
/**
* | output |
* | --- |
* | "Your photo could not be sent: the connection was lost." |
*
* @param {Claim_Photo_Failure_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_connection: ((inputs?: Claim_Photo_Failure_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
