export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_CouponInputs = {
    code: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Coupon {code}" |
*
* @param {Order_Review_CouponInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_coupon: ((inputs: Order_Review_CouponInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_CouponInputs, {
    locale?: "en" | "es";
}, {}>;
