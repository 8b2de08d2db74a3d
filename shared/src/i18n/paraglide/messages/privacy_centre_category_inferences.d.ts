export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Category_InferencesInputs = {};
/**
* | output |
* | --- |
* | "Inferences" |
*
* @param {Privacy_Centre_Category_InferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_inferences: ((inputs?: Privacy_Centre_Category_InferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_InferencesInputs, {
    locale?: "en" | "es";
}, {}>;
