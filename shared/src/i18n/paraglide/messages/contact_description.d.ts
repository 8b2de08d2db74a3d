export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Call, e-mail or write to {brand}: customer care, media contacts and our mailing address." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_description: ((inputs: Contact_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
