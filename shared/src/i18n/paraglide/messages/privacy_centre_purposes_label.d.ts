export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Purposes_LabelInputs = {};
/**
* | output |
* | --- |
* | "Purposes" |
*
* @param {Privacy_Centre_Purposes_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_purposes_label: ((inputs?: Privacy_Centre_Purposes_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Purposes_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
