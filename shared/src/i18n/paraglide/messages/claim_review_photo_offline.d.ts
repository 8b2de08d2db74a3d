export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_Photo_OfflineInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name} (not sent while offline)" |
*
* @param {Claim_Review_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_offline: ((inputs: Claim_Review_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
