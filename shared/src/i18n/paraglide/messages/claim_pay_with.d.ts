export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Pay_WithInputs = {};
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Claim_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_pay_with: ((inputs?: Claim_Pay_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Pay_WithInputs, {
    locale?: "en" | "es";
}, {}>;
