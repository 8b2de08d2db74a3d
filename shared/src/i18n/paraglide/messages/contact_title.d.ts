export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_TitleInputs = {};
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_title: ((inputs?: Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
