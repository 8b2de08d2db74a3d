export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Awards_FailedInputs = {};
/**
* | output |
* | --- |
* | "Our awards could not be loaded just now. Please try again later." |
*
* @param {About_Awards_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_failed: ((inputs?: About_Awards_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
