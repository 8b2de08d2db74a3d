export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Savings_TitleInputs = {};
/**
* | output |
* | --- |
* | "Save about $200 a repair" |
*
* @param {Why_Savings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_title: ((inputs?: Why_Savings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
