export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Required_LabelInputs = {};
/**
* | output |
* | --- |
* | "REQUIRED" |
*
* @param {Common_Required_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_required_label: ((inputs?: Common_Required_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Required_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
