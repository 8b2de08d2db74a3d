export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Agent_AssistantInputs = {};
/**
* | output |
* | --- |
* | "Agent Assistant" |
*
* @param {Order_Role_Agent_AssistantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_agent_assistant: ((inputs?: Order_Role_Agent_AssistantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Agent_AssistantInputs, {
    locale?: "en" | "es";
}, {}>;
