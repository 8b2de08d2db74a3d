export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Choose_ItemInputs = {};
/**
* | output |
* | --- |
* | "Please choose what needs repair." |
*
* @param {Claim_Choose_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_item: ((inputs?: Claim_Choose_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
