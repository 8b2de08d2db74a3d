export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Step_ContactsInputs = {};
/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Order_Step_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_contacts: ((inputs?: Order_Step_ContactsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ContactsInputs, {
    locale?: "en" | "es";
}, {}>;
