export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Method_EmailInputs = {};
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Claim_Contact_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_email: ((inputs?: Claim_Contact_Method_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
