export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Contractors_HeadingInputs = {};
/**
* | output |
* | --- |
* | "For contractors" |
*
* @param {Home_Contractors_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_heading: ((inputs?: Home_Contractors_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
