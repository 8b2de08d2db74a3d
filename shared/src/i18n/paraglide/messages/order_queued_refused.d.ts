export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_RefusedInputs = {};
/**
* | output |
* | --- |
* | "The order was not accepted." |
*
* @param {Order_Queued_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_refused: ((inputs?: Order_Queued_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
