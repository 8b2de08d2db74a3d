export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Create_Password_SentInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We have e-mailed {email} a link to create your password. It works once, within 30 minutes." |
*
* @param {Order_Create_Password_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_sent: ((inputs: Order_Create_Password_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_SentInputs, {
    locale?: "en" | "es";
}, {}>;
