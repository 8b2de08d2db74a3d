export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claims_Staff_TextInputs = {};
/**
* | output |
* | --- |
* | "full-time staff" |
*
* @param {Claims_Staff_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_text: ((inputs?: Claims_Staff_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_TextInputs, {
    locale?: "en" | "es";
}, {}>;
