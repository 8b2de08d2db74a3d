export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_SearchingInputs = {};
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Order_Partner_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_searching: ((inputs?: Order_Partner_SearchingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchingInputs, {
    locale?: "en" | "es";
}, {}>;
