export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Confirm_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee ({card}) to send it now." |
*
* @param {Claim_Queue_Confirm_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_card: ((inputs: Claim_Queue_Confirm_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_CardInputs, {
    locale?: "en" | "es";
}, {}>;
