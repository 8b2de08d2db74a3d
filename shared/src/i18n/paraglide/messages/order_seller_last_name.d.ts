export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Seller_Last_NameInputs = {};
/**
* | output |
* | --- |
* | "Seller last name (optional)" |
*
* @param {Order_Seller_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_last_name: ((inputs?: Order_Seller_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
