export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Homeowner_IntroInputs = {};
/**
* | output |
* | --- |
* | "Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee." |
*
* @param {Reviews_Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_intro: ((inputs?: Reviews_Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
