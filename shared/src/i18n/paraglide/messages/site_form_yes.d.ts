export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_YesInputs = {};
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Site_Form_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_yes: ((inputs?: Site_Form_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_YesInputs, {
    locale?: "en" | "es";
}, {}>;
