export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Read_LostInputs = {};
/**
* | output |
* | --- |
* | "We could not read the card you saved: the connection was lost. Please try again." |
*
* @param {Order_Card_Read_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_lost: ((inputs?: Order_Card_Read_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_LostInputs, {
    locale?: "en" | "es";
}, {}>;
