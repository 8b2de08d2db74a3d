export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_No_Saved_Card_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card." |
*
* @param {Claim_No_Saved_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_saved_card_offline: ((inputs?: Claim_No_Saved_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_Saved_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
