export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Site_TitleInputs = {};
/**
* | output |
* | --- |
* | "Ordering continues with our partner" |
*
* @param {Order_Partner_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_title: ((inputs?: Order_Partner_Site_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Site_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
