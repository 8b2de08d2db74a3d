export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Email_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Claim_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_required: ((inputs?: Claim_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
