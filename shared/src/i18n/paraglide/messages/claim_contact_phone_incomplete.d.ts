export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Phone_IncompleteInputs = {};
/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Claim_Contact_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_incomplete: ((inputs?: Claim_Contact_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
