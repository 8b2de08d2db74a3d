export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Price_YearlyInputs = {
    price: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{price}/year" |
*
* @param {Order_Price_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_yearly: ((inputs: Order_Price_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
