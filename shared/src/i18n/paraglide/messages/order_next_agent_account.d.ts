export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Agent_AccountInputs = {};
/**
* | output |
* | --- |
* | "The order is in your account with your other orders." |
*
* @param {Order_Next_Agent_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_account: ((inputs?: Order_Next_Agent_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
