export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Message_LabelInputs = {};
/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_message_label: ((inputs?: Contact_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
