export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Next_Paid_FullInputs = {};
/**
* | output |
* | --- |
* | "Your plan is paid in full for its whole term." |
*
* @param {Order_Next_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_paid_full: ((inputs?: Order_Next_Paid_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Paid_FullInputs, {
    locale?: "en" | "es";
}, {}>;
