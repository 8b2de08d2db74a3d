export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Agent_PaidInputs = {};
/**
* | output |
* | --- |
* | "The plan is paid; your buyer's coverage starts on the date above." |
*
* @param {Order_Next_Agent_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_paid: ((inputs?: Order_Next_Agent_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
