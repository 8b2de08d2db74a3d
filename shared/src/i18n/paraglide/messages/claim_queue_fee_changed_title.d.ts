export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Fee_Changed_TitleInputs = {};
/**
* | output |
* | --- |
* | "The service call fee has changed" |
*
* @param {Claim_Queue_Fee_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_title: ((inputs?: Claim_Queue_Fee_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
