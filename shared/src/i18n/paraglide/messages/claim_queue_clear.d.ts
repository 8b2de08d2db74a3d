export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_ClearInputs = {};
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Claim_Queue_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_clear: ((inputs?: Claim_Queue_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
