export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Offline_ItemsInputs = {};
/**
* | output |
* | --- |
* | "You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item." |
*
* @param {Claim_Offline_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_items: ((inputs?: Claim_Offline_ItemsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_ItemsInputs, {
    locale?: "en" | "es";
}, {}>;
