export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Items_NoneInputs = {};
/**
* | output |
* | --- |
* | "This plan lists no items to request a repair for." |
*
* @param {Claim_Items_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_none: ((inputs?: Claim_Items_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
