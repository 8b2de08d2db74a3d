export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Saved_No_FeeInputs = {};
/**
* | output |
* | --- |
* | "It will be sent as soon as you are back online. You will find it under My Account." |
*
* @param {Claim_Saved_No_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_no_fee: ((inputs?: Claim_Saved_No_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_No_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
