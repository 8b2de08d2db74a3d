export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coupon_AppliedInputs = {
    code: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Coupon {code} applied." |
*
* @param {Order_Coupon_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied: ((inputs: Order_Coupon_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_AppliedInputs, {
    locale?: "en" | "es";
}, {}>;
