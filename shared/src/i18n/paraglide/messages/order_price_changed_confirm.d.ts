export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Changed_ConfirmInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The total of this order is now {total} ({monthly}/mo); it was {was}. Place the order at the new price?" |
*
* @param {Order_Price_Changed_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_confirm: ((inputs: Order_Price_Changed_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
