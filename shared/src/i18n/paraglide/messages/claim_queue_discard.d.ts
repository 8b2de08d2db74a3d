export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_DiscardInputs = {};
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Claim_Queue_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard: ((inputs?: Claim_Queue_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
