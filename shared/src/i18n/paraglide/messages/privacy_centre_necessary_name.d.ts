export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Necessary_NameInputs = {};
/**
* | output |
* | --- |
* | "Strictly necessary" |
*
* @param {Privacy_Centre_Necessary_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_name: ((inputs?: Privacy_Centre_Necessary_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_NameInputs, {
    locale?: "en" | "es";
}, {}>;
