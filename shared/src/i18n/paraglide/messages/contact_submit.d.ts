export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_SubmitInputs = {};
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Contact_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_submit: ((inputs?: Contact_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
