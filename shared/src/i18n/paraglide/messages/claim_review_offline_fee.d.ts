export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_Offline_FeeInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the {amount} service cal..." |
*
* @param {Claim_Review_Offline_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline_fee: ((inputs: Claim_Review_Offline_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Offline_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
