export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Site_Form_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_phone: ((inputs?: Site_Form_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
