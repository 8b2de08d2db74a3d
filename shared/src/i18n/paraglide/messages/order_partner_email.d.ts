export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_EmailInputs = {};
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Order_Partner_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_email: ((inputs?: Order_Partner_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
