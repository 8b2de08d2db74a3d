export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Cards_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Claim_Cards_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cards_loading: ((inputs?: Claim_Cards_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Cards_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
