export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "Nothing was charged. You can pay with another card." |
*
* @param {Claim_Failed_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_declined: ((inputs?: Claim_Failed_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
