export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Confirm_When_OnlineInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Waiting to send. When you are back online we will ask you to confirm the {amount} service call fee." |
*
* @param {Claim_Queue_Confirm_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_when_online: ((inputs: Claim_Queue_Confirm_When_OnlineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_When_OnlineInputs, {
    locale?: "en" | "es";
}, {}>;
