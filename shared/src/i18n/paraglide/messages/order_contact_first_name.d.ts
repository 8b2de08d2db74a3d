export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_First_NameInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name" |
* | "Buyer" | "Buyer first name" |
* | * | "Owner first name" |
*
* @param {Order_Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_first_name: ((inputs: Order_Contact_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
