export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Check_FailureInputs = {};
/**
* | output |
* | --- |
* | "The plan could not be checked. Please try again." |
*
* @param {Claim_Queue_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_failure: ((inputs?: Claim_Queue_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
