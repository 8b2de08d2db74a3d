export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coupon_ApplyInputs = {};
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Order_Coupon_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_apply: ((inputs?: Order_Coupon_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
