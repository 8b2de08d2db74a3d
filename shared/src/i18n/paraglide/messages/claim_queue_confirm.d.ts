export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_ConfirmInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee to send it now." |
*
* @param {Claim_Queue_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm: ((inputs: Claim_Queue_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
