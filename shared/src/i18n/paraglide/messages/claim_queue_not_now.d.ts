export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Not_NowInputs = {};
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Claim_Queue_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_now: ((inputs?: Claim_Queue_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
