export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_Choose_PlanInputs = {};
/**
* | output |
* | --- |
* | "Choose a Plan" |
*
* @param {Homeowner_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_choose_plan: ((inputs?: Homeowner_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
