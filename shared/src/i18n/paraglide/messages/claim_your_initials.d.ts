export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Your_InitialsInputs = {};
/**
* | output |
* | --- |
* | "Your initials" |
*
* @param {Claim_Your_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_initials: ((inputs?: Claim_Your_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
