export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_NameInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Order_Partner_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name: ((inputs?: Order_Partner_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NameInputs, {
    locale?: "en" | "es";
}, {}>;
