export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_Ordered_ByInputs = {
    party: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Ordered by: {party}" |
*
* @param {Order_Review_Ordered_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_ordered_by: ((inputs: Order_Review_Ordered_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Ordered_ByInputs, {
    locale?: "en" | "es";
}, {}>;
