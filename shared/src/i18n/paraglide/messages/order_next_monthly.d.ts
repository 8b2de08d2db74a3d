export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_MonthlyInputs = {
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your card is charged {amount} each month; the first payment was taken today." |
*
* @param {Order_Next_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_monthly: ((inputs: Order_Next_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
