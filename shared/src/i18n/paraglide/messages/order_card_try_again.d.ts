export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Try_AgainInputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Order_Card_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_try_again: ((inputs?: Order_Card_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
