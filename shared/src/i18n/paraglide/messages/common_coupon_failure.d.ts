export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Coupon_FailureInputs = {};
/**
* | output |
* | --- |
* | "Sorry, we couldn't find the coupon code you provided." |
*
* @param {Common_Coupon_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_failure: ((inputs?: Common_Coupon_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
