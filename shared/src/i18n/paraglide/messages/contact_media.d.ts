export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_MediaInputs = {};
/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Contact_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_media: ((inputs?: Contact_MediaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MediaInputs, {
    locale?: "en" | "es";
}, {}>;
