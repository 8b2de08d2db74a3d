export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Follow_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {About_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_heading: ((inputs?: About_Follow_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
