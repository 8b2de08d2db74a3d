export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_CityInputs = {};
/**
* | output |
* | --- |
* | "Billing city" |
*
* @param {Order_Billing_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city: ((inputs?: Order_Billing_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_CityInputs, {
    locale?: "en" | "es";
}, {}>;
