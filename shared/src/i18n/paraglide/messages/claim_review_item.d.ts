export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_ItemInputs = {};
/**
* | output |
* | --- |
* | "Needs repair" |
*
* @param {Claim_Review_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_item: ((inputs?: Claim_Review_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
