export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Send_NowInputs = {};
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Claim_Queue_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_now: ((inputs?: Claim_Queue_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
