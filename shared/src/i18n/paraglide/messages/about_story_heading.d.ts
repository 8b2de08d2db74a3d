export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Story_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_heading: ((inputs?: About_Story_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
