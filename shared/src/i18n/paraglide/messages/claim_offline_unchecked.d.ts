export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Offline_UncheckedInputs = {};
/**
* | output |
* | --- |
* | "You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request." |
*
* @param {Claim_Offline_UncheckedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_unchecked: ((inputs?: Claim_Offline_UncheckedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_UncheckedInputs, {
    locale?: "en" | "es";
}, {}>;
