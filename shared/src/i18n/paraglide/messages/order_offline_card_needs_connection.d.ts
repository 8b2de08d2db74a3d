export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Offline_Card_Needs_ConnectionInputs = {};
/**
* | output |
* | --- |
* | "A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online." |
*
* @param {Order_Offline_Card_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_card_needs_connection: ((inputs?: Order_Offline_Card_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Card_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
