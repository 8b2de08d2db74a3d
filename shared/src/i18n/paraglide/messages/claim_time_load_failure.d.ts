export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "Open times could not be loaded. You can still file now." |
*
* @param {Claim_Time_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_load_failure: ((inputs?: Claim_Time_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
