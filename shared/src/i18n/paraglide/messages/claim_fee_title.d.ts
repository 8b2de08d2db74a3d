export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Fee_TitleInputs = {};
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Claim_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_title: ((inputs?: Claim_Fee_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Fee_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
