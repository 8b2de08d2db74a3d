export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Monthly_PaymentInputs = {};
/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Order_Confirmation_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_monthly_payment: ((inputs?: Order_Confirmation_Monthly_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Monthly_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
