export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Order_Queued_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_waiting: ((inputs?: Order_Queued_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
