export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_Send_NowInputs = {};
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Order_Queued_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_send_now: ((inputs?: Order_Queued_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
