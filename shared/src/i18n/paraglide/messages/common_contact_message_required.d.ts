export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Contact_Message_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Please enter a message." |
*
* @param {Common_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_message_required: ((inputs?: Common_Contact_Message_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Message_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
