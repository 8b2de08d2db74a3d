export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Validation_OkInputs = {};
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Order_Validation_OkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_validation_ok: ((inputs?: Order_Validation_OkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Validation_OkInputs, {
    locale?: "en" | "es";
}, {}>;
