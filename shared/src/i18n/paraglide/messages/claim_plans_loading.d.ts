export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Plans_LoadingInputs = {};
/**
* | output |
* | --- |
* | "Loading your plans…" |
*
* @param {Claim_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_loading: ((inputs?: Claim_Plans_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
