export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Name_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Contact name is required." |
*
* @param {Claim_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name_required: ((inputs?: Claim_Contact_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
