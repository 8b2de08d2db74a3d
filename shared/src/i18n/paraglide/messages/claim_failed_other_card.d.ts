export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_Other_CardInputs = {};
/**
* | output |
* | --- |
* | "Pay With Another Card" |
*
* @param {Claim_Failed_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_card: ((inputs?: Claim_Failed_Other_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_CardInputs, {
    locale?: "en" | "es";
}, {}>;
