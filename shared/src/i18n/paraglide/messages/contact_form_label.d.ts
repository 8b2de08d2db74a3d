export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Form_LabelInputs = {};
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_label: ((inputs?: Contact_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
