export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_TaglineInputs = {};
/**
* | output |
* | --- |
* | "Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_tagline: ((inputs?: Footer_TaglineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, {
    locale?: "en" | "es";
}, {}>;
