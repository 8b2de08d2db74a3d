export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_PaidInputs = {};
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Order_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_paid: ((inputs?: Order_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
