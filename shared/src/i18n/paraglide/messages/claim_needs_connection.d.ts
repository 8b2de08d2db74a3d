export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Needs_ConnectionInputs = {};
/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Claim_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_needs_connection: ((inputs?: Claim_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
