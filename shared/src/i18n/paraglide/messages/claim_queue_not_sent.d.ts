export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Not_SentInputs = {};
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Claim_Queue_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_sent: ((inputs?: Claim_Queue_Not_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_SentInputs, {
    locale?: "en" | "es";
}, {}>;
