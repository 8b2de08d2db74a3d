export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection." |
*
* @param {Claim_Review_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline: ((inputs?: Claim_Review_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
