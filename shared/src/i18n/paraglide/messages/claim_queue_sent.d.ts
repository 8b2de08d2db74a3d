export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_SentInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Sent: request {number}" |
*
* @param {Claim_Queue_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sent: ((inputs: Claim_Queue_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SentInputs, {
    locale?: "en" | "es";
}, {}>;
