export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Card_Read_FailedInputs = {};
/**
* | output |
* | --- |
* | "We could not read the card you saved. Please try again." |
*
* @param {Order_Card_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_failed: ((inputs?: Order_Card_Read_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
