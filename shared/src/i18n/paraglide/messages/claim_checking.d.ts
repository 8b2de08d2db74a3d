export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_CheckingInputs = {};
/**
* | output |
* | --- |
* | "Checking that your plan can take a service request…" |
*
* @param {Claim_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking: ((inputs?: Claim_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
