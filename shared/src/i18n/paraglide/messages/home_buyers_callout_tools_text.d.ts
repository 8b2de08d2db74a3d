export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Tools_TextInputs = {};
/**
* | output |
* | --- |
* | "Guides on buying, selling and home care to share with your clients." |
*
* @param {Home_Buyers_Callout_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_text: ((inputs?: Home_Buyers_Callout_Tools_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TextInputs, {
    locale?: "en" | "es";
}, {}>;
