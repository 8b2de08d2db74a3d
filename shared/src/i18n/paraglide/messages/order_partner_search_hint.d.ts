export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Search_HintInputs = {};
/**
* | output |
* | --- |
* | "At least 2 characters." |
*
* @param {Order_Partner_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_hint: ((inputs?: Order_Partner_Search_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_HintInputs, {
    locale?: "en" | "es";
}, {}>;
