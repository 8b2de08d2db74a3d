export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Saved_FeeInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "When you are back online we will ask you to confirm the {amount} service call fee before it is sent. You will find it under My Account." |
*
* @param {Claim_Saved_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_fee: ((inputs: Claim_Saved_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
