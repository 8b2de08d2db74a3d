export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_PaymentInputs = {};
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Order_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_payment: ((inputs?: Order_Step_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
