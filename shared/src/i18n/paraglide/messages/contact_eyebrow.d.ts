export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_EyebrowInputs = {};
/**
* | output |
* | --- |
* | "We are here to help" |
*
* @param {Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_eyebrow: ((inputs?: Contact_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
