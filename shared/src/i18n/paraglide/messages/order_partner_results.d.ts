export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_ResultsInputs = {};
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Order_Partner_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_results: ((inputs?: Order_Partner_ResultsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ResultsInputs, {
    locale?: "en" | "es";
}, {}>;
