export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Questions_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them." |
*
* @param {Claim_Questions_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_offline: ((inputs?: Claim_Questions_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
