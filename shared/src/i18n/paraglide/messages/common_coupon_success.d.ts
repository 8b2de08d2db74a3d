export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Coupon_SuccessInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You just saved ${amount}!" |
*
* @param {Common_Coupon_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_success: ((inputs: Common_Coupon_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
