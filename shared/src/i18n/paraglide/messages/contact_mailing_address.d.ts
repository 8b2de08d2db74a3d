export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Mailing_AddressInputs = {};
/**
* | output |
* | --- |
* | "Mailing address" |
*
* @param {Contact_Mailing_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_mailing_address: ((inputs?: Contact_Mailing_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mailing_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
