export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Claim_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone: ((inputs?: Claim_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
