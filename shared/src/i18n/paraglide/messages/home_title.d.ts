export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home Warranty Plans" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
