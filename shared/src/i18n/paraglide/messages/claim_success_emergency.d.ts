export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Success_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "If this is an emergency, please call us at {phone}." |
*
* @param {Claim_Success_EmergencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_emergency: ((inputs: Claim_Success_EmergencyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_EmergencyInputs, {
    locale?: "en" | "es";
}, {}>;
