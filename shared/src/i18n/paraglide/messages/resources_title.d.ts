export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_TitleInputs = {};
/**
* | output |
* | --- |
* | "Home Warranty Resources" |
*
* @param {Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_title: ((inputs?: Resources_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
