export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Title_RenewInputs = {};
/**
* | output |
* | --- |
* | "Renew Your Home Warranty" |
*
* @param {Order_Title_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_renew: ((inputs?: Order_Title_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
