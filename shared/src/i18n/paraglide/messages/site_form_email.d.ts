export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_EmailInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_Form_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_email: ((inputs?: Site_Form_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
