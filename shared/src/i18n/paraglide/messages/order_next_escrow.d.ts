export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_EscrowInputs = {};
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow." |
*
* @param {Order_Next_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_escrow: ((inputs?: Order_Next_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
