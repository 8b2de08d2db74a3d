export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Why_TitleInputs = {};
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Buyers_Callout_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_title: ((inputs?: Home_Buyers_Callout_Why_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
