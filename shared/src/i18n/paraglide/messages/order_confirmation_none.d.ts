export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_NoneInputs = {};
/**
* | output |
* | --- |
* | "There is no recent order to show in this browser tab." |
*
* @param {Order_Confirmation_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_none: ((inputs?: Order_Confirmation_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
