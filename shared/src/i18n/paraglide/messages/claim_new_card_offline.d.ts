export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_New_Card_OfflineInputs = {};
/**
* | output |
* | --- |
* | "A new card needs a connection. While you are offline you can pay with a saved card." |
*
* @param {Claim_New_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card_offline: ((inputs?: Claim_New_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
