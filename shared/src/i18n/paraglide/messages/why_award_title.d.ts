export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Award_TitleInputs = {};
/**
* | output |
* | --- |
* | "Best in region, five times" |
*
* @param {Why_Award_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_title: ((inputs?: Why_Award_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
