export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_Form_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Site_Form_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_sending: ((inputs?: Site_Form_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
