export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Resend_TitleInputs = {};
/**
* | output |
* | --- |
* | "Send this request again?" |
*
* @param {Claim_Queue_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_title: ((inputs?: Claim_Queue_Resend_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
