export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Brochure_TextInputs = {};
/**
* | output |
* | --- |
* | "Our plans on paper, in English or Spanish, ready for your next listing." |
*
* @param {Home_Buyers_Callout_Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_text: ((inputs?: Home_Buyers_Callout_Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
