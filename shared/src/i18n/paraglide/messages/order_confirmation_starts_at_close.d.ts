export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Confirmation_Starts_At_CloseInputs = {};
/**
* | output |
* | --- |
* | "Starts at close of escrow" |
*
* @param {Order_Confirmation_Starts_At_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_starts_at_close: ((inputs?: Order_Confirmation_Starts_At_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Starts_At_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
