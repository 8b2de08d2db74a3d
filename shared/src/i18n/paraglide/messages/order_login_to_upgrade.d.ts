export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Login_To_UpgradeInputs = {};
/**
* | output |
* | --- |
* | "Please log in to upgrade your plan." |
*
* @param {Order_Login_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_upgrade: ((inputs?: Order_Login_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
