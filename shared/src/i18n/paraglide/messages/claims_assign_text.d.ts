export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Assign_TextInputs = {};
/**
* | output |
* | --- |
* | "to assign a contractor to your claim" |
*
* @param {Claims_Assign_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_text: ((inputs?: Claims_Assign_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_TextInputs, {
    locale?: "en" | "es";
}, {}>;
