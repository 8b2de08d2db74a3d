export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_LegendInputs = {};
/**
* | output |
* | --- |
* | "Visit time" |
*
* @param {Claim_Time_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_legend: ((inputs?: Claim_Time_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
