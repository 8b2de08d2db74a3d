export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Plan_TitleInputs = {};
/**
* | output |
* | --- |
* | "Which home needs a repair?" |
*
* @param {Claim_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plan_title: ((inputs?: Claim_Plan_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plan_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
