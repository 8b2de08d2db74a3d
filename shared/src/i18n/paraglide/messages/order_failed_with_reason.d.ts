export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Failed_With_ReasonInputs = {
    problem: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{problem} Your order was not placed." |
*
* @param {Order_Failed_With_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_with_reason: ((inputs: Order_Failed_With_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_With_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
