export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Waiting to send. It will be sent when you are back online." |
*
* @param {Claim_Queue_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_waiting: ((inputs?: Claim_Queue_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
