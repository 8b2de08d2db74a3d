export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Home Warranty for Real Estate Professionals" |
*
* @param {Home_Buyers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_heading: ((inputs?: Home_Buyers_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
