export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Closings_TitleInputs = {};
/**
* | output |
* | --- |
* | "Closings that stay on schedule" |
*
* @param {Benefits_Closings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_title: ((inputs?: Benefits_Closings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
