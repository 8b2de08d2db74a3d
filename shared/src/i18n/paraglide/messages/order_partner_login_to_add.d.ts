export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Login_To_AddInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Log in to add a new {role}" |
*
* @param {Order_Partner_Login_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_login_to_add: ((inputs: Order_Partner_Login_To_AddInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Login_To_AddInputs, {
    locale?: "en" | "es";
}, {}>;
