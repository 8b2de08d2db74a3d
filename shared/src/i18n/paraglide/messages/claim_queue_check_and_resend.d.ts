export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Check_And_ResendInputs = {};
/**
* | output |
* | --- |
* | "Check the Fee and Send Again" |
*
* @param {Claim_Queue_Check_And_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_and_resend: ((inputs?: Claim_Queue_Check_And_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_And_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
