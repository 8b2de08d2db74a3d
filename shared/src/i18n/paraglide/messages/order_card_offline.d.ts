export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_OfflineInputs = {};
/**
* | output |
* | --- |
* | "Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile." |
*
* @param {Order_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_offline: ((inputs?: Order_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
