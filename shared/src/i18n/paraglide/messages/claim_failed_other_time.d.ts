export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Failed_Other_TimeInputs = {};
/**
* | output |
* | --- |
* | "Choose Another Time" |
*
* @param {Claim_Failed_Other_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_time: ((inputs?: Claim_Failed_Other_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
