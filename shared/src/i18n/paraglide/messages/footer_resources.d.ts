export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_ResourcesInputs = {};
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Footer_ResourcesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_resources: ((inputs?: Footer_ResourcesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ResourcesInputs, {
    locale?: "en" | "es";
}, {}>;
