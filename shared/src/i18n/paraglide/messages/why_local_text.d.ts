export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_Local_TextInputs = {};
/**
* | output |
* | --- |
* | "We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate." |
*
* @param {Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_text: ((inputs?: Why_Local_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TextInputs, {
    locale?: "en" | "es";
}, {}>;
