export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Not_Found_TextInputs = {};
/**
* | output |
* | --- |
* | "We can't seem to find the page you're looking for." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_text: ((inputs?: Common_Not_Found_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, {
    locale?: "en" | "es";
}, {}>;
