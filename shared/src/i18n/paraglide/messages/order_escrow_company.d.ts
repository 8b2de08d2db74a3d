export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Escrow_CompanyInputs = {};
/**
* | output |
* | --- |
* | "Escrow or title company" |
*
* @param {Order_Escrow_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_company: ((inputs?: Order_Escrow_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
