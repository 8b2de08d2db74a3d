export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_CloseInputs = {};
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Claim_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_close: ((inputs?: Claim_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
