export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_Due_At_Closing_AmountInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Due at closing {amount}" |
*
* @param {Order_Price_Due_At_Closing_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_at_closing_amount: ((inputs: Order_Price_Due_At_Closing_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_At_Closing_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
