export type LocalizedString = import('../runtime.js').LocalizedString;
export type Video_Support_Consent_PrivacyInputs = {};
/**
* | output |
* | --- |
* | "I agree to the data and privacy policy." |
*
* @param {Video_Support_Consent_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_privacy: ((inputs?: Video_Support_Consent_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Video_Support_Consent_PrivacyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Video_Support_Consent_PrivacyInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
