export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_ContactInputs = {};
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Claim_Review_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_contact: ((inputs?: Claim_Review_ContactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ContactInputs, {
    locale?: "en" | "es";
}, {}>;
