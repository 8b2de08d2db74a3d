export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Leadership_FailedInputs = {};
/**
* | output |
* | --- |
* | "Our leadership team could not be loaded just now. Please try again later." |
*
* @param {About_Leadership_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_failed: ((inputs?: About_Leadership_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
