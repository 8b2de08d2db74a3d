export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Nav_LabelInputs = {};
/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_nav_label: ((inputs?: Footer_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
