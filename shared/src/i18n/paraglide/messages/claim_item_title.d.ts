export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Item_TitleInputs = {};
/**
* | output |
* | --- |
* | "What needs repair?" |
*
* @param {Claim_Item_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_title: ((inputs?: Claim_Item_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
