export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Address_UseInputs = {};
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Order_Address_UseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_use: ((inputs?: Order_Address_UseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Address_UseInputs, {
    locale?: "en" | "es";
}, {}>;
