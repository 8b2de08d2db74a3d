export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_Consent_HintInputs = {};
/**
* | output |
* | --- |
* | "Tick both boxes to submit." |
*
* @param {Video_Support_Consent_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_hint: ((inputs?: Video_Support_Consent_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_HintInputs, {
    locale?: "en" | "es";
}, {}>;
