export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Discard_TitleInputs = {};
/**
* | output |
* | --- |
* | "Discard this request?" |
*
* @param {Claim_Queue_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_title: ((inputs?: Claim_Queue_Discard_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
