export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Form_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_heading: ((inputs?: Contact_Form_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
