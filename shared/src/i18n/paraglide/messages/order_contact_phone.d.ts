export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_PhoneInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller phone" |
* | "Buyer" | "Buyer phone" |
* | * | "Owner phone" |
*
* @param {Order_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_phone: ((inputs: Order_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
