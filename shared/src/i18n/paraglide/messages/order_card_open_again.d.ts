export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Open_AgainInputs = {};
/**
* | output |
* | --- |
* | "Open the card form again" |
*
* @param {Order_Card_Open_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_again: ((inputs?: Order_Card_Open_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
