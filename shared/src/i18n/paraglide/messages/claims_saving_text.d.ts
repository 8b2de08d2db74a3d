export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Saving_TextInputs = {};
/**
* | output |
* | --- |
* | "average saving per approved repair" |
*
* @param {Claims_Saving_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_text: ((inputs?: Claims_Saving_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_TextInputs, {
    locale?: "en" | "es";
}, {}>;
