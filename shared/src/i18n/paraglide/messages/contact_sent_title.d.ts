export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Sent_TitleInputs = {};
/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_sent_title: ((inputs?: Contact_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
