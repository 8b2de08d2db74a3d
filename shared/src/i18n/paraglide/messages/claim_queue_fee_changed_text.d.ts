export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Fee_Changed_TextInputs = {
    amount: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The service call fee is now {amount}; it was {was}. Send the request at the new fee?" |
*
* @param {Claim_Queue_Fee_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_text: ((inputs: Claim_Queue_Fee_Changed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
