export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Functional_NameInputs = {};
/**
* | output |
* | --- |
* | "Functional" |
*
* @param {Privacy_Centre_Functional_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_name: ((inputs?: Privacy_Centre_Functional_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_NameInputs, {
    locale?: "en" | "es";
}, {}>;
