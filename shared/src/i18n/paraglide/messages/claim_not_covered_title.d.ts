export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Not_Covered_TitleInputs = {};
/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Claim_Not_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_covered_title: ((inputs?: Claim_Not_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
