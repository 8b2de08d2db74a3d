export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coupon_CodeInputs = {};
/**
* | output |
* | --- |
* | "Coupon code" |
*
* @param {Order_Coupon_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_code: ((inputs?: Order_Coupon_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
