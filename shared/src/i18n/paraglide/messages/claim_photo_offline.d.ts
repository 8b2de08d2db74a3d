export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Photo_OfflineInputs = {};
/**
* | output |
* | --- |
* | "A photo needs a connection: while you are offline your request is saved without it." |
*
* @param {Claim_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_offline: ((inputs?: Claim_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
