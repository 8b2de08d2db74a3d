export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Send_And_PayInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Send now and pay {amount}" |
*
* @param {Claim_Queue_Send_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_and_pay: ((inputs: Claim_Queue_Send_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
