export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_AddressInputs = {};
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_address: ((inputs?: Site_Form_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
