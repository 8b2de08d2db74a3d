export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Enter_Another_CardInputs = {};
/**
* | output |
* | --- |
* | "Enter another card" |
*
* @param {Order_Enter_Another_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_enter_another_card: ((inputs?: Order_Enter_Another_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Enter_Another_CardInputs, {
    locale?: "en" | "es";
}, {}>;
