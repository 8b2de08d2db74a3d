export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Offline_QueuedInputs = {};
/**
* | output |
* | --- |
* | "You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown." |
*
* @param {Order_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_queued: ((inputs?: Order_Offline_QueuedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_QueuedInputs, {
    locale?: "en" | "es";
}, {}>;
