export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Plans_Load_FailureInputs = {};
/**
* | output |
* | --- |
* | "Your plans could not be loaded." |
*
* @param {Claim_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_load_failure: ((inputs?: Claim_Plans_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
