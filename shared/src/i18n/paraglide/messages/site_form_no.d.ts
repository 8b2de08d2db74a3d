export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_NoInputs = {};
/**
* | output |
* | --- |
* | "No" |
*
* @param {Site_Form_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_no: ((inputs?: Site_Form_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NoInputs, {
    locale?: "en" | "es";
}, {}>;
