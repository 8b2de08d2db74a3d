export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Policy_NumberInputs = {};
/**
* | output |
* | --- |
* | "Policy number" |
*
* @param {Order_Confirmation_Policy_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_policy_number: ((inputs?: Order_Confirmation_Policy_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Policy_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
