export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Brochure_TitleInputs = {};
/**
* | output |
* | --- |
* | "Request a Brochure" |
*
* @param {Home_Buyers_Callout_Brochure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_title: ((inputs?: Home_Buyers_Callout_Brochure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
