export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_BackInputs = {};
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Claim_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_back: ((inputs?: Claim_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_BackInputs, {
    locale?: "en" | "es";
}, {}>;
