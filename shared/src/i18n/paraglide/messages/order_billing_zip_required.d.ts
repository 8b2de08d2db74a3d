export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_Zip_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Billing zip code is required." |
*
* @param {Order_Billing_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip_required: ((inputs?: Order_Billing_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
