export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Create_Password_TextInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your account uses {email}. Create a password to see your contract and request repairs online; the order e-mail has a link too." |
*
* @param {Order_Create_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_text: ((inputs: Order_Create_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
