export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Items_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "What your plan covers could not be loaded." |
*
* @param {Claim_Items_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_load_failure: ((inputs?: Claim_Items_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
