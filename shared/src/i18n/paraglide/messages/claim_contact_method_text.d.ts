export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Method_TextInputs = {};
/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Claim_Contact_Method_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_text: ((inputs?: Claim_Contact_Method_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_TextInputs, {
    locale?: "en" | "es";
}, {}>;
