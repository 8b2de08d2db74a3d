export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Amount_PaidInputs = {};
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Order_Confirmation_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_amount_paid: ((inputs?: Order_Confirmation_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
