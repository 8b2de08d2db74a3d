export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_NoneInputs = {};
/**
* | output |
* | --- |
* | "No open times in the next two weeks. The contractor will call you." |
*
* @param {Claim_Time_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_none: ((inputs?: Claim_Time_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
