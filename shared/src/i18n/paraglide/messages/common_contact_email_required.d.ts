export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Contact_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_email_required: ((inputs?: Common_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
