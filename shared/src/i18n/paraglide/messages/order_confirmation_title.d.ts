export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_TitleInputs = {};
/**
* | output |
* | --- |
* | "Order Confirmation" |
*
* @param {Order_Confirmation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_title: ((inputs?: Order_Confirmation_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
