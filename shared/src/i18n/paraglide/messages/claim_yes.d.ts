export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_YesInputs = {};
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Claim_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_yes: ((inputs?: Claim_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_YesInputs, {
    locale?: "en" | "es";
}, {}>;
