export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Logos_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Awards and associations" |
*
* @param {About_Logos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logos_heading: ((inputs?: About_Logos_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logos_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
