export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Search_FailedInputs = {};
/**
* | output |
* | --- |
* | "The search failed. Please try again." |
*
* @param {Order_Partner_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_failed: ((inputs?: Order_Partner_Search_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
