export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Items_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading what your plan covers…" |
*
* @param {Claim_Items_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_loading: ((inputs?: Claim_Items_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
