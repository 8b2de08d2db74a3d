export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Discard_TextInputs = {
    item: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your {item} request will not be sent." |
*
* @param {Claim_Queue_Discard_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_text: ((inputs: Claim_Queue_Discard_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TextInputs, {
    locale?: "en" | "es";
}, {}>;
