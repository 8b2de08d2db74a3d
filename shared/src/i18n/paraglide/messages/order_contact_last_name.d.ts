export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Contact_Last_NameInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name" |
* | "Buyer" | "Buyer last name" |
* | * | "Owner last name" |
*
* @param {Order_Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_last_name: ((inputs: Order_Contact_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
