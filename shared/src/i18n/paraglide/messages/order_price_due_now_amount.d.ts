export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Due_Now_AmountInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Due now {amount}" |
*
* @param {Order_Price_Due_Now_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_now_amount: ((inputs: Order_Price_Due_Now_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Now_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
