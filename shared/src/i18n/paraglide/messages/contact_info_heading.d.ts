export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Info_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_info_heading: ((inputs?: Contact_Info_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
