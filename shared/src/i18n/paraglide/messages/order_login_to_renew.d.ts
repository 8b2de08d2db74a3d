export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Login_To_RenewInputs = {};
/**
* | output |
* | --- |
* | "Please log in to renew your plan." |
*
* @param {Order_Login_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_renew: ((inputs?: Order_Login_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
