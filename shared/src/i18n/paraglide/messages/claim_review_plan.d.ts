export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Review_PlanInputs = {};
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Claim_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_plan: ((inputs?: Claim_Review_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
