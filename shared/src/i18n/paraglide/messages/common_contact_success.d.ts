export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Contact_SuccessInputs = {};
/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Common_Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_success: ((inputs?: Common_Contact_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
