export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Resend_PayInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Send the request again and pay {amount}?" |
*
* @param {Claim_Queue_Resend_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_pay: ((inputs: Claim_Queue_Resend_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_PayInputs, {
    locale?: "en" | "es";
}, {}>;
