export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_People_TextInputs = {};
/**
* | output |
* | --- |
* | "Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house." |
*
* @param {Why_People_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_text: ((inputs?: Why_People_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TextInputs, {
    locale?: "en" | "es";
}, {}>;
