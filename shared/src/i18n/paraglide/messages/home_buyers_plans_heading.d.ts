export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Buyers_Plans_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Home Buyer Plans" |
*
* @param {Home_Buyers_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_heading: ((inputs?: Home_Buyers_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
