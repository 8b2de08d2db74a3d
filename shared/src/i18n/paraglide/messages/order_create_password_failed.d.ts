export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Create_Password_FailedInputs = {};
/**
* | output |
* | --- |
* | "The e-mail could not be sent. Please try again." |
*
* @param {Order_Create_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_failed: ((inputs?: Order_Create_Password_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
