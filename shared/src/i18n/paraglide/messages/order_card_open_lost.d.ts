export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Open_LostInputs = {};
/**
* | output |
* | --- |
* | "The card form could not be opened: the connection was lost. Please try again." |
*
* @param {Order_Card_Open_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_lost: ((inputs?: Order_Card_Open_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_LostInputs, {
    locale?: "en" | "es";
}, {}>;
