export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_DiscardInputs = {};
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Order_Queued_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_discard: ((inputs?: Order_Queued_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
