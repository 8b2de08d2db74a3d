export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_LostInputs = {};
/**
* | output |
* | --- |
* | "If you try again, the request is sent once and the fee charged once, however often you try." |
*
* @param {Claim_Failed_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_lost: ((inputs?: Claim_Failed_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_LostInputs, {
    locale?: "en" | "es";
}, {}>;
