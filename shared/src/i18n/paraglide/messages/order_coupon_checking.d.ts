export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Coupon_CheckingInputs = {};
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Order_Coupon_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_checking: ((inputs?: Order_Coupon_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
