export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Prepaid_CallsInputs = {};
/**
* | output |
* | --- |
* | "Prepaid service call fees" |
*
* @param {Order_Prepaid_CallsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_calls: ((inputs?: Order_Prepaid_CallsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_CallsInputs, {
    locale?: "en" | "es";
}, {}>;
