export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Follow_IntroInputs = {};
/**
* | output |
* | --- |
* | "Seasonal maintenance tips, stories from our contractors and news from the company." |
*
* @param {About_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_intro: ((inputs?: About_Follow_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
