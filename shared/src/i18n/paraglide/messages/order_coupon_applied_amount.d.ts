export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coupon_Applied_AmountInputs = {
    code: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Coupon {code} applied: {amount} off." |
*
* @param {Order_Coupon_Applied_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied_amount: ((inputs: Order_Coupon_Applied_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_Applied_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
