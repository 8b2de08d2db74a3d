export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Local_TitleInputs = {};
/**
* | output |
* | --- |
* | "Local to the West" |
*
* @param {Why_Local_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_title: ((inputs?: Why_Local_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
