export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Logo_Consumer_TrustInputs = {};
/**
* | output |
* | --- |
* | "Consumer Trust Award 2025, Desert States Consumer Council" |
*
* @param {About_Logo_Consumer_TrustInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_consumer_trust: ((inputs?: About_Logo_Consumer_TrustInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Consumer_TrustInputs, {
    locale?: "en" | "es";
}, {}>;
