export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Success_Next_Business_DayInputs = {};
/**
* | output |
* | --- |
* | "Otherwise, your request will be handled on the next business day." |
*
* @param {Claim_Success_Next_Business_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_next_business_day: ((inputs?: Claim_Success_Next_Business_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Next_Business_DayInputs, {
    locale?: "en" | "es";
}, {}>;
