export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_PlacedInputs = {
    policyNumber: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Placed: contract {policyNumber}" |
*
* @param {Order_Queued_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_placed: ((inputs: Order_Queued_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
