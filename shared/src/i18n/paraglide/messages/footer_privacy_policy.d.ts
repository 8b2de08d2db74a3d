export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Privacy_PolicyInputs = {};
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_policy: ((inputs?: Footer_Privacy_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_PolicyInputs, {
    locale?: "en" | "es";
}, {}>;
