export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Order_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sending: ((inputs?: Order_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
