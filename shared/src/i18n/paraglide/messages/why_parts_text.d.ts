export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Parts_TextInputs = {};
/**
* | output |
* | --- |
* | "From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them." |
*
* @param {Why_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_text: ((inputs?: Why_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
