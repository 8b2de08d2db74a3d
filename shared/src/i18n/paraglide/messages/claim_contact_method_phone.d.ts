export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Method_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Claim_Contact_Method_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_phone: ((inputs?: Claim_Contact_Method_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
