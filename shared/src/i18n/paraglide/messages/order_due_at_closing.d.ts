export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Due_At_ClosingInputs = {};
/**
* | output |
* | --- |
* | "Due at closing" |
*
* @param {Order_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_at_closing: ((inputs?: Order_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
