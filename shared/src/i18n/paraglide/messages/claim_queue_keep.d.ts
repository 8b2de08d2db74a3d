export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_KeepInputs = {};
/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Claim_Queue_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_keep: ((inputs?: Claim_Queue_KeepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_KeepInputs, {
    locale?: "en" | "es";
}, {}>;
