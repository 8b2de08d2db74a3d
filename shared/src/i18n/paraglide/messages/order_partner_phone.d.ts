export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_PhoneInputs = {};
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Order_Partner_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_phone: ((inputs?: Order_Partner_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
