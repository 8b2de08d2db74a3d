export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_Consent_EmailInputs = {
    brand: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "I agree to receive e-mails from {brand} and {service} about this service." |
*
* @param {Video_Support_Consent_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_email: ((inputs: Video_Support_Consent_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
