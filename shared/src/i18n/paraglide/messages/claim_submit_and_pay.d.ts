export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Submit_And_PayInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Submit and pay {amount}" |
*
* @param {Claim_Submit_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_and_pay: ((inputs: Claim_Submit_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
