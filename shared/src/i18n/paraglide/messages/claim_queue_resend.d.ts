export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_ResendInputs = {};
/**
* | output |
* | --- |
* | "Send the request again?" |
*
* @param {Claim_Queue_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend: ((inputs?: Claim_Queue_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
