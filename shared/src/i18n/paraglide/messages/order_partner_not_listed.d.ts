export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Not_ListedInputs = {};
/**
* | output |
* | --- |
* | "Not listed?" |
*
* @param {Order_Partner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_not_listed: ((inputs?: Order_Partner_Not_ListedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Not_ListedInputs, {
    locale?: "en" | "es";
}, {}>;
