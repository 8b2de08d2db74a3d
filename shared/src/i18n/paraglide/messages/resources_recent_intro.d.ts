export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Recent_IntroInputs = {};
/**
* | output |
* | --- |
* | "Maintenance checklists, repair know-how and home buying advice from our team." |
*
* @param {Resources_Recent_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_intro: ((inputs?: Resources_Recent_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
