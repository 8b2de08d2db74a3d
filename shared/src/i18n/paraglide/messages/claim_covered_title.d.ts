export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Covered_TitleInputs = {};
/**
* | output |
* | --- |
* | "This looks covered" |
*
* @param {Claim_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_covered_title: ((inputs?: Claim_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
