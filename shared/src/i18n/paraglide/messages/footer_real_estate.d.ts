export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Real_EstateInputs = {};
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Footer_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_real_estate: ((inputs?: Footer_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
