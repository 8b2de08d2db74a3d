export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Impersonation_FailureInputs = {};
/**
* | output |
* | --- |
* | "An error occurred while either attempting to impersonate or ending impersonation." |
*
* @param {Common_Impersonation_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_impersonation_failure: ((inputs?: Common_Impersonation_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Impersonation_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
