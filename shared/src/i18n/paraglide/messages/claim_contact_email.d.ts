export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_EmailInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Claim_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email: ((inputs?: Claim_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
