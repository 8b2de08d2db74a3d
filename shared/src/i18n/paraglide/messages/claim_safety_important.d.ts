export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Safety_ImportantInputs = {};
/**
* | output |
* | --- |
* | "Important" |
*
* @param {Claim_Safety_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_important: ((inputs?: Claim_Safety_ImportantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_ImportantInputs, {
    locale?: "en" | "es";
}, {}>;
