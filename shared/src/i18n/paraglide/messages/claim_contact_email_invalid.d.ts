export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Email_InvalidInputs = {};
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Claim_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_invalid: ((inputs?: Claim_Contact_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
