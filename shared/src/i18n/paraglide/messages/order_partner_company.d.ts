export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_CompanyInputs = {};
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Order_Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_company: ((inputs?: Order_Partner_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
