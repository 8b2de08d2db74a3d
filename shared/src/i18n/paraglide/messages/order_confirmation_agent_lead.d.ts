export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Agent_LeadInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your buyer's order is placed. Thank you for ordering with {brand}." |
*
* @param {Order_Confirmation_Agent_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_agent_lead: ((inputs: Order_Confirmation_Agent_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Agent_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
