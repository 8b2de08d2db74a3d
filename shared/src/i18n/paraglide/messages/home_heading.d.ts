export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Home warranty protection that shows up when you need it" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_heading: ((inputs?: Home_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
