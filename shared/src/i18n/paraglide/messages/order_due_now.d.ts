export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Due_NowInputs = {};
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Order_Due_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_now: ((inputs?: Order_Due_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_NowInputs, {
    locale?: "en" | "es";
}, {}>;
