export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Callout_Tools_TitleInputs = {};
/**
* | output |
* | --- |
* | "Educational Tools" |
*
* @param {Home_Buyers_Callout_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_title: ((inputs?: Home_Buyers_Callout_Tools_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
