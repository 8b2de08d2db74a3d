export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_RefusedInputs = {};
/**
* | output |
* | --- |
* | "The request was not accepted." |
*
* @param {Claim_Queue_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_refused: ((inputs?: Claim_Queue_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
