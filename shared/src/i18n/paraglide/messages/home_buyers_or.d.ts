export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_OrInputs = {};
/**
* | output |
* | --- |
* | "OR" |
*
* @param {Home_Buyers_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_or: ((inputs?: Home_Buyers_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_OrInputs, {
    locale?: "en" | "es";
}, {}>;
