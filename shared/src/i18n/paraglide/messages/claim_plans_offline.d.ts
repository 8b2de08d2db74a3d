export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Plans_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline, and your plans have not been saved on this device yet." |
*
* @param {Claim_Plans_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_offline: ((inputs?: Claim_Plans_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
