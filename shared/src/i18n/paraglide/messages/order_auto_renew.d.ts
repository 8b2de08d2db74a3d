export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Auto_RenewInputs = {};
/**
* | output |
* | --- |
* | "Renew my plan automatically each year, with the auto-renew discount" |
*
* @param {Order_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_auto_renew: ((inputs?: Order_Auto_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Auto_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
