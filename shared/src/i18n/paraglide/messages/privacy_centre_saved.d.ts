export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_SavedInputs = {};
/**
* | output |
* | --- |
* | "Your privacy choices are saved for this browser." |
*
* @param {Privacy_Centre_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_saved: ((inputs?: Privacy_Centre_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
