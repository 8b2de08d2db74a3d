export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Fee_NowInputs = {};
/**
* | output |
* | --- |
* | "This request now has a fee. Please start a new request to pay it." |
*
* @param {Claim_Queue_Fee_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_now: ((inputs?: Claim_Queue_Fee_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_NowInputs, {
    locale?: "en" | "es";
}, {}>;
