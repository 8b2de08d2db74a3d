export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Close_DateInputs = {};
/**
* | output |
* | --- |
* | "Estimated close date" |
*
* @param {Order_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date: ((inputs?: Order_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
