export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_StartInputs = {};
/**
* | output |
* | --- |
* | "Start an order" |
*
* @param {Order_Confirmation_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_start: ((inputs?: Order_Confirmation_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_StartInputs, {
    locale?: "en" | "es";
}, {}>;
