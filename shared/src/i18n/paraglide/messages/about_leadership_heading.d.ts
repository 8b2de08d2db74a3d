export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Leadership_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Our leadership" |
*
* @param {About_Leadership_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_heading: ((inputs?: About_Leadership_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
