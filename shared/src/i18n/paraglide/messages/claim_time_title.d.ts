export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Time_TitleInputs = {};
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Claim_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_title: ((inputs?: Claim_Time_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
