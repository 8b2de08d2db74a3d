export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Rep_TitleInputs = {};
/**
* | output |
* | --- |
* | "A rep who knows your market" |
*
* @param {Benefits_Rep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_title: ((inputs?: Benefits_Rep_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
