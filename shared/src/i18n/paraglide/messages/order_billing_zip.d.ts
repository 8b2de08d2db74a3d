export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_ZipInputs = {};
/**
* | output |
* | --- |
* | "Billing zip code" |
*
* @param {Order_Billing_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip: ((inputs?: Order_Billing_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
