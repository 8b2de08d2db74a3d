export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_City_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Billing city is required." |
*
* @param {Order_Billing_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city_required: ((inputs?: Order_Billing_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
