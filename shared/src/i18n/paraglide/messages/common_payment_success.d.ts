export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Payment_SuccessInputs = {
    policyNumber: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Successfully processed payment for contract: {policyNumber}" |
*
* @param {Common_Payment_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_payment_success: ((inputs: Common_Payment_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Payment_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
