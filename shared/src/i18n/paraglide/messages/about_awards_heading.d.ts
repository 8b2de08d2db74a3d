export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Awards_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Awards and recognition" |
*
* @param {About_Awards_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_heading: ((inputs?: About_Awards_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
