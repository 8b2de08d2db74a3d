export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_Real_EstateInputs = {};
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Header_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_real_estate: ((inputs?: Header_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
