export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Buyer_AgentInputs = {};
/**
* | output |
* | --- |
* | "Buyer's Agent" |
*
* @param {Order_Role_Buyer_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_buyer_agent: ((inputs?: Order_Role_Buyer_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Buyer_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
