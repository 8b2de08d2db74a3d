export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Home_BuyerInputs = {};
/**
* | output |
* | --- |
* | "Home Buyer" |
*
* @param {Order_Role_Home_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_home_buyer: ((inputs?: Order_Role_Home_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Home_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
