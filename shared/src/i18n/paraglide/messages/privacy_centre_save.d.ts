export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save choices" |
*
* @param {Privacy_Centre_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_save: ((inputs?: Privacy_Centre_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
