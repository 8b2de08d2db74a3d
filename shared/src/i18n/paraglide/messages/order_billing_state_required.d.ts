export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Billing_State_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Billing state is required." |
*
* @param {Order_Billing_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state_required: ((inputs?: Order_Billing_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
