export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_Street_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Billing address is required." |
*
* @param {Order_Billing_Street_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street_required: ((inputs?: Order_Billing_Street_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Street_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
