export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Price_TextInputs = {};
/**
* | output |
* | --- |
* | "plans starting from" |
*
* @param {Claims_Price_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_text: ((inputs?: Claims_Price_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_TextInputs, {
    locale?: "en" | "es";
}, {}>;
