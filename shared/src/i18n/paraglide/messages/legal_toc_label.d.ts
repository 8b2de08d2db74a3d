export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_Toc_LabelInputs = {};
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_Toc_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_toc_label: ((inputs?: Legal_Toc_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Toc_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
