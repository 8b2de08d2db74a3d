export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Safety_TitleInputs = {};
/**
* | output |
* | --- |
* | "Important safety information" |
*
* @param {Claim_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_title: ((inputs?: Claim_Safety_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
