export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Category_IdentifiersInputs = {};
/**
* | output |
* | --- |
* | "Identifiers" |
*
* @param {Privacy_Centre_Category_IdentifiersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_identifiers: ((inputs?: Privacy_Centre_Category_IdentifiersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_IdentifiersInputs, {
    locale?: "en" | "es";
}, {}>;
