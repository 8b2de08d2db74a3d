export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Try_AgainInputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Claim_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_try_again: ((inputs?: Claim_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
