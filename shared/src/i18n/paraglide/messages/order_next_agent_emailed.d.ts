export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Agent_EmailedInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We have e-mailed the order to your buyer at {email}, with a link to create their password when they are new to us." |
*
* @param {Order_Next_Agent_EmailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_emailed: ((inputs: Order_Next_Agent_EmailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EmailedInputs, {
    locale?: "en" | "es";
}, {}>;
