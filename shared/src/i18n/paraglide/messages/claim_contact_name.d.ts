export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_NameInputs = {};
/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Claim_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name: ((inputs?: Claim_Contact_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_NameInputs, {
    locale?: "en" | "es";
}, {}>;
