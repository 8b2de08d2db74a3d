export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_TitleInputs = {};
/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Claim_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_title: ((inputs?: Claim_Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
