export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Checking_TitleInputs = {};
/**
* | output |
* | --- |
* | "Checking your plan" |
*
* @param {Claim_Checking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking_title: ((inputs?: Claim_Checking_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Checking_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
