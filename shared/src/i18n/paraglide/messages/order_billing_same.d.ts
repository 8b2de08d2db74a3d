export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_SameInputs = {};
/**
* | output |
* | --- |
* | "Billing address same as property" |
*
* @param {Order_Billing_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_same: ((inputs?: Order_Billing_SameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_SameInputs, {
    locale?: "en" | "es";
}, {}>;
