export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Create_Password_TitleInputs = {};
/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Order_Create_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_title: ((inputs?: Order_Create_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
