export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Street_AddressInputs = {};
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Order_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_street_address: ((inputs?: Order_Street_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Street_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
