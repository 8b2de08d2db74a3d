export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Your_PlansInputs = {};
/**
* | output |
* | --- |
* | "Your plans" |
*
* @param {Claim_Your_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_plans: ((inputs?: Claim_Your_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
