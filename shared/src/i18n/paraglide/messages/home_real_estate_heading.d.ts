export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Real_Estate_HeadingInputs = {};
/**
* | output |
* | --- |
* | "For real estate professionals" |
*
* @param {Home_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_heading: ((inputs?: Home_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
