export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Seller_First_NameInputs = {};
/**
* | output |
* | --- |
* | "Seller first name (optional)" |
*
* @param {Order_Seller_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_first_name: ((inputs?: Order_Seller_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
