export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Failed_ConnectionInputs = {};
/**
* | output |
* | --- |
* | "The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice." |
*
* @param {Order_Failed_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_connection: ((inputs?: Order_Failed_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
