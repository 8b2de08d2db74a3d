export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Award_TextInputs = {};
/**
* | output |
* | --- |
* | "Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020." |
*
* @param {Why_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_text: ((inputs?: Why_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
