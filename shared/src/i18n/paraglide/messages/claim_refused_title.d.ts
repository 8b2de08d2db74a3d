export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Refused_TitleInputs = {};
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now" |
*
* @param {Claim_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_refused_title: ((inputs?: Claim_Refused_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Refused_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
