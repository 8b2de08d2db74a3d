export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Parts_TextInputs = {};
/**
* | output |
* | --- |
* | "parts covered; over 5,000 replaced last year" |
*
* @param {Claims_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_text: ((inputs?: Claims_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
