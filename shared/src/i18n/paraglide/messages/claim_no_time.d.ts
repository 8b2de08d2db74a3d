export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_No_TimeInputs = {};
/**
* | output |
* | --- |
* | "No time now - the contractor will call me" |
*
* @param {Claim_No_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_time: ((inputs?: Claim_No_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
