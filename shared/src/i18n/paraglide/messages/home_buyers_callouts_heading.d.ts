export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callouts_HeadingInputs = {};
/**
* | output |
* | --- |
* | "How we help real estate professionals" |
*
* @param {Home_Buyers_Callouts_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callouts_heading: ((inputs?: Home_Buyers_Callouts_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callouts_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
