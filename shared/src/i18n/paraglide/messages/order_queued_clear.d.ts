export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_ClearInputs = {};
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Order_Queued_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_clear: ((inputs?: Order_Queued_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
