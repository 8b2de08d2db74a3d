export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_Nav_LabelInputs = {};
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Header_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_nav_label: ((inputs?: Header_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
