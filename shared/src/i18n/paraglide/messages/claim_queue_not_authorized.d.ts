export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Not_AuthorizedInputs = {};
/**
* | output |
* | --- |
* | "This plan cannot take a request now." |
*
* @param {Claim_Queue_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_authorized: ((inputs?: Claim_Queue_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
