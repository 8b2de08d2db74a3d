export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Flow_Broken_TitleInputs = {};
/**
* | output |
* | --- |
* | "We need to talk" |
*
* @param {Claim_Flow_Broken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_title: ((inputs?: Claim_Flow_Broken_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
