export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline. Waiting orders are placed when the connection returns." |
*
* @param {Order_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_offline: ((inputs?: Order_Queued_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
