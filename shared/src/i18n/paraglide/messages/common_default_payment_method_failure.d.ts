export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Default_Payment_Method_FailureInputs = {};
/**
* | output |
* | --- |
* | "Unable to set the default payment method." |
*
* @param {Common_Default_Payment_Method_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_default_payment_method_failure: ((inputs?: Common_Default_Payment_Method_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Default_Payment_Method_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
