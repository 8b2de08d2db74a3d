export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_Privacy_TitleInputs = {};
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
