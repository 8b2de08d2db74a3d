export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Open_FailedInputs = {};
/**
* | output |
* | --- |
* | "The card form could not be opened. Please try again." |
*
* @param {Order_Card_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_failed: ((inputs?: Order_Card_Open_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
