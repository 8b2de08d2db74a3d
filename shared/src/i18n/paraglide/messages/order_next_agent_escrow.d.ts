export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Agent_EscrowInputs = {};
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow." |
*
* @param {Order_Next_Agent_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_escrow: ((inputs?: Order_Next_Agent_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
