export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_NameInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Site_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_name: ((inputs?: Site_Form_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NameInputs, {
    locale?: "en" | "es";
}, {}>;
