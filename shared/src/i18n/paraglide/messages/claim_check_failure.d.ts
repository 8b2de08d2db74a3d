export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Check_FailureInputs = {};
/**
* | output |
* | --- |
* | "We could not check your plan right now." |
*
* @param {Claim_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_check_failure: ((inputs?: Claim_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
