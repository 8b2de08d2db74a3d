export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Item_Add_OnInputs = {};
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Claim_Item_Add_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_add_on: ((inputs?: Claim_Item_Add_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_Add_OnInputs, {
    locale?: "en" | "es";
}, {}>;
