export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Default_CardInputs = {};
/**
* | output |
* | --- |
* | "Default card" |
*
* @param {Claim_Default_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_default_card: ((inputs?: Claim_Default_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Default_CardInputs, {
    locale?: "en" | "es";
}, {}>;
