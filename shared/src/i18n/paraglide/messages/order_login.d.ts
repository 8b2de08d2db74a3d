export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_LoginInputs = {};
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Order_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login: ((inputs?: Order_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
