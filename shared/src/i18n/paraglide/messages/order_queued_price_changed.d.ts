export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Queued_Price_ChangedInputs = {
    total: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This order now costs {total}; it was {was}. Place it at the new price?" |
*
* @param {Order_Queued_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_changed: ((inputs: Order_Queued_Price_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
