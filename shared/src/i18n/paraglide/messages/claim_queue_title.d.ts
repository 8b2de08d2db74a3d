export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_TitleInputs = {};
/**
* | output |
* | --- |
* | "Service requests saved on this device" |
*
* @param {Claim_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_title: ((inputs?: Claim_Queue_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
