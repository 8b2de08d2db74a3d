export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Offline_Needs_ConnectionInputs = {};
/**
* | output |
* | --- |
* | "You are offline. Placing an order needs a connection." |
*
* @param {Order_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_needs_connection: ((inputs?: Order_Offline_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
