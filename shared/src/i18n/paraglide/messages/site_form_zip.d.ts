export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_ZipInputs = {};
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Site_Form_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_zip: ((inputs?: Site_Form_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
