export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Parts_TitleInputs = {};
/**
* | output |
* | --- |
* | "Over 9,000 parts covered" |
*
* @param {Why_Parts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_title: ((inputs?: Why_Parts_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
