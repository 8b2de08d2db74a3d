export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Pay_FullInputs = {};
/**
* | output |
* | --- |
* | "Pay in full now by card" |
*
* @param {Order_Pay_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_full: ((inputs?: Order_Pay_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_FullInputs, {
    locale?: "en" | "es";
}, {}>;
