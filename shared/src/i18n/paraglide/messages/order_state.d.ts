export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_StateInputs = {};
/**
* | output |
* | --- |
* | "State" |
*
* @param {Order_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_state: ((inputs?: Order_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_StateInputs, {
    locale?: "en" | "es";
}, {}>;
