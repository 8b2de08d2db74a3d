export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_TitleInputs = {};
/**
* | output |
* | --- |
* | "About Our Company" |
*
* @param {About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_title: ((inputs?: About_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
