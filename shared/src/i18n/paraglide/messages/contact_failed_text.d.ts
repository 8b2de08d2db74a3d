export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_text: ((inputs: Contact_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
