export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_IntroInputs = {};
/**
* | output |
* | --- |
* | "These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:" |
*
* @param {Privacy_Centre_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_intro: ((inputs?: Privacy_Centre_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
