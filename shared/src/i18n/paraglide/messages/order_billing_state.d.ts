export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_StateInputs = {};
/**
* | output |
* | --- |
* | "Billing state" |
*
* @param {Order_Billing_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state: ((inputs?: Order_Billing_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StateInputs, {
    locale?: "en" | "es";
}, {}>;
