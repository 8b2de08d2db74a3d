export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Choose_PlanInputs = {};
/**
* | output |
* | --- |
* | "Please choose the plan this request is for." |
*
* @param {Claim_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_plan: ((inputs?: Claim_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
