export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Failed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Message Not Sent" |
*
* @param {Contact_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_title: ((inputs?: Contact_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
