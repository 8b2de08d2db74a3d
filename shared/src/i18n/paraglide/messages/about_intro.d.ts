export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_IntroInputs = {};
/**
* | output |
* | --- |
* | "For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_intro: ((inputs?: About_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
