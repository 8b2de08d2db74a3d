export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Real_Estate_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Trusted by Real Estate Professionals" |
*
* @param {Reviews_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_heading: ((inputs?: Reviews_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
