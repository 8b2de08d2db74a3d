export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_StreetInputs = {};
/**
* | output |
* | --- |
* | "Billing street address" |
*
* @param {Order_Billing_StreetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street: ((inputs?: Order_Billing_StreetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StreetInputs, {
    locale?: "en" | "es";
}, {}>;
