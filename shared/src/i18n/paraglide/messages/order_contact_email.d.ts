export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_EmailInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller e-mail" |
* | "Buyer" | "Buyer e-mail" |
* | * | "Owner e-mail" |
*
* @param {Order_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_email: ((inputs: Order_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
