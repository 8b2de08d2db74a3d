export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Claim_Queue_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sending: ((inputs?: Claim_Queue_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
