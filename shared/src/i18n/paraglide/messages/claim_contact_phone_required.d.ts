export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Phone_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Claim_Contact_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_required: ((inputs?: Claim_Contact_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
