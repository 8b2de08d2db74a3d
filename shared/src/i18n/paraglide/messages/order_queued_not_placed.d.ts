export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_Not_PlacedInputs = {};
/**
* | output |
* | --- |
* | "Not placed" |
*
* @param {Order_Queued_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_not_placed: ((inputs?: Order_Queued_Not_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Not_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
