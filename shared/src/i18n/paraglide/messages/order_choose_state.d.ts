export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Choose_StateInputs = {};
/**
* | output |
* | --- |
* | "Choose A State" |
*
* @param {Order_Choose_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_state: ((inputs?: Order_Choose_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_StateInputs, {
    locale?: "en" | "es";
}, {}>;
