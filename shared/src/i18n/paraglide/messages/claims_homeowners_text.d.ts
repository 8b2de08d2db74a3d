export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Homeowners_TextInputs = {};
/**
* | output |
* | --- |
* | "homeowners protected" |
*
* @param {Claims_Homeowners_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_text: ((inputs?: Claims_Homeowners_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_TextInputs, {
    locale?: "en" | "es";
}, {}>;
