export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_SearchInputs = {};
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Order_Partner_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search: ((inputs?: Order_Partner_SearchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchInputs, {
    locale?: "en" | "es";
}, {}>;
