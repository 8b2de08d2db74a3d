export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_CancelInputs = {};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Claim_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cancel: ((inputs?: Claim_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
