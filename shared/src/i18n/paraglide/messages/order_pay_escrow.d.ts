export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Pay_EscrowInputs = {};
/**
* | output |
* | --- |
* | "Pay at closing (escrow)" |
*
* @param {Order_Pay_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_escrow: ((inputs?: Order_Pay_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
