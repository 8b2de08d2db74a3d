export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_People_TitleInputs = {};
/**
* | output |
* | --- |
* | "Real people on the phone" |
*
* @param {Why_People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_title: ((inputs?: Why_People_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
