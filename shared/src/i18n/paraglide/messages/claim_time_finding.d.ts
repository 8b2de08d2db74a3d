export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_FindingInputs = {};
/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Claim_Time_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_finding: ((inputs?: Claim_Time_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
